import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { errorMessage, notifyError, PageHeader, useTimedMessage } from '@grovekeeper/shared';
import type { UserProfile } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { EditModeActions } from '../../common/components/EditModeActions';
import { updateProfile } from '../api/update-profile';
import { useProfileStore } from '../stores/profile-store';
import { formToUpdate, profileToForm, validateProfileForm } from '../utils/profile-form';
import type { ProfileFormErrors, ProfileFormValues } from '../utils/profile-form';
import { PersonalInfoSection } from './PersonalInfoSection';
import { ProfessionalInfoSection } from './ProfessionalInfoSection';
import { ProfilePictureSection } from './ProfilePictureSection';
import { ProfileRatingsCard } from './ProfileRatingsCard';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import '../../../i18n/parts/profile';

/**
 * The loaded profile in view or edit mode. Cancel restores the saved values simply by
 * dropping the draft.
 */
export function ProfileEditor({ profile }: { profile: UserProfile }) {
  const { t } = useT();
  const setProfile = useProfileStore((state) => state.setProfile);
  // The draft exists only in edit mode; view mode always shows the saved profile.
  const [draft, setDraft] = useState<ProfileFormValues | null>(null);
  const editing = draft !== null;
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [success, showSuccess, clearSuccess] = useTimedMessage();
  const firstFieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) firstFieldRef.current?.focus();
  }, [editing]);

  const values = draft ?? profileToForm(profile);
  // GET /api/profile adds the user's ratings as a landowner and as a tenant (issue 28).
  const { ratings } = profile;

  const startEditing = () => {
    setDraft(profileToForm(profile));
    setErrors({});
    clearSuccess();
  };

  const cancel = () => {
    setErrors({});
    setDraft(null);
  };

  const change = (field: keyof ProfileFormValues, value: string) => {
    setDraft((current) => current && { ...current, [field]: value });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || saving) return;
    const found = validateProfileForm(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const updated = await updateProfile(formToUpdate(draft));
      // The store feeds the header too: the new name shows in the user menu at once.
      setProfile(updated);
      setDraft(null);
      showSuccess(t('profile.saved'));
    } catch (error) {
      notifyError(errorMessage(error, t('profile.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = { values, errors, editing, onChange: change };

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={t('profile.title')}>
      <PageHeader
        title={t('profile.title')}
        subtitle={t('profile.subtitle')}
        actions={
          <EditModeActions
            editing={editing}
            saving={saving}
            editLabel={t('profile.edit')}
            onEdit={startEditing}
            onCancel={cancel}
          />
        }
      />
      {success && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {success}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <ProfileSummaryCard profile={profile} />
            {ratings && <ProfileRatingsCard ratings={ratings} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <PersonalInfoSection {...fieldProps} firstFieldRef={firstFieldRef} />
            <ProfessionalInfoSection {...fieldProps} />
            <ProfilePictureSection {...fieldProps} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
