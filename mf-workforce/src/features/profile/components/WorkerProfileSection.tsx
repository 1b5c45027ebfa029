import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState } from 'react';
import { EmptyState, LoadErrorCard, LoadingState } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
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

/** "Your worker profile" on the workers' landing page: create, edit, hide or show it. */
export function WorkerProfileSection() {
  const { t } = useT();
  const { profile, status, error, retry, saving, save } = useWorkerProfile();
  const [editing, setEditing] = useState(false);

  const submit = async (values: ProfileFormValues) => {
    // A new profile is published; an edit keeps whatever the worker chose before.
    const published = profile ? profile.published : true;
    const saved = await save(profileInput(values, published), {
      title: t('profile.savedTitle'),
      description: published ? t('profile.savedPublished') : t('profile.savedHidden'),
    });
    if (saved) setEditing(false);
  };

  const togglePublished = () => {
    if (!profile) return;
    const published = !profile.published;
    void save(
      inputFromProfile(profile, published),
      published
        ? { title: t('profile.publishedTitle'), description: t('profile.publishedDescription') }
        : { title: t('profile.hiddenTitle'), description: t('profile.hiddenDescription') },
    );
  };

  let content;
  if (status === 'loading') content = <LoadingState label={t('profile.loading')} />;
  else if (status !== 'ready') {
    content = (
      <LoadErrorCard
        testId="workforce:load-error"
        title={t('profile.errorTitle')}
        message={error ?? ''}
        onRetry={retry}
      />
    );
  } else if (editing) {
    content = (
      <Suspense fallback={<LoadingState label={t('profile.loadingForm')} />}>
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
        title={t('profile.emptyTitle')}
        description={t('profile.emptyDescription')}
        action={
          <Button variant="contained" onClick={() => setEditing(true)}>
            {t('profile.create')}
          </Button>
        }
      />
    );
  }

  return (
    <Card component="section" aria-labelledby="worker-profile-heading">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" id="worker-profile-heading">
          {t('profile.heading')}
        </Typography>
        {content}
      </CardContent>
    </Card>
  );
}
