import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState } from 'react';
import { EmptyState, LoadErrorCard, LoadingState } from '@grovekeeper/shared';
import { useWorkerProfile } from '../hooks/useWorkerProfile';
import {
  EMPTY_PROFILE_FORM,
  formFromProfile,
  inputFromProfile,
  profileInput,
} from '../utils/profile-form';
import type { ProfileFormValues } from '../utils/profile-form';
import { WorkerProfileSummary } from './WorkerProfileSummary';

// The form brings the address search; the landing page does not need it until "Create".
const WorkerProfileForm = lazy(() =>
  import('./WorkerProfileForm').then((m) => ({ default: m.WorkerProfileForm })),
);

export const PROFILE_SAVED = 'Profile saved';

/** "Your worker profile" on the workers' landing page: create, edit, hide or show it. */
export function WorkerProfileSection() {
  const { profile, status, error, retry, saving, save } = useWorkerProfile();
  const [editing, setEditing] = useState(false);

  const submit = async (values: ProfileFormValues) => {
    // A new profile is published; an edit keeps whatever the worker chose before.
    const published = profile ? profile.published : true;
    const saved = await save(profileInput(values, published), {
      title: PROFILE_SAVED,
      description: published
        ? 'Your worker profile is published in Find Workers.'
        : 'Your worker profile is saved and stays hidden from Find Workers.',
    });
    if (saved) setEditing(false);
  };

  const togglePublished = () => {
    if (!profile) return;
    const published = !profile.published;
    void save(
      inputFromProfile(profile, published),
      published
        ? { title: 'Profile published', description: 'Your profile now appears in Find Workers.' }
        : {
            title: 'Profile hidden',
            description: 'Your profile no longer appears in Find Workers.',
          },
    );
  };

  let content;
  if (status === 'loading') content = <LoadingState label="Loading your profile..." />;
  else if (status !== 'ready') {
    content = (
      <LoadErrorCard
        testId="workforce:load-error"
        title="Error Loading Profile"
        message={error ?? ''}
        onRetry={retry}
      />
    );
  } else if (editing) {
    content = (
      <Suspense fallback={<LoadingState label="Loading the form..." />}>
        <WorkerProfileForm
          initial={profile ? formFromProfile(profile) : EMPTY_PROFILE_FORM}
          mode={profile ? 'edit' : 'create'}
          saving={saving}
          onSubmit={(values) => void submit(values)}
          onCancel={() => setEditing(false)}
        />
      </Suspense>
    );
  } else if (profile) {
    content = (
      <WorkerProfileSummary
        profile={profile}
        saving={saving}
        onEdit={() => setEditing(true)}
        onTogglePublished={togglePublished}
      />
    );
  } else {
    content = (
      <EmptyState
        icon={<BadgeIcon />}
        title="No worker profile yet"
        description="Create a profile so estate owners can find you in Find Workers and see your skills when you apply."
        action={
          <Button variant="contained" onClick={() => setEditing(true)}>
            Create your worker profile
          </Button>
        }
      />
    );
  }

  return (
    <Card component="section" aria-labelledby="worker-profile-heading">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" id="worker-profile-heading">
          Your worker profile
        </Typography>
        {content}
      </CardContent>
    </Card>
  );
}
