import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { errorMessage, notifyError, PageHeader, useTimedMessage } from '@grovekeeper/shared';
import type { UserProfile } from '@grovekeeper/shared';
import { EditModeActions } from '../../common/components/EditModeActions';
import { updateProfile } from '../../profile/api/update-profile';
import { useProfileStore } from '../../profile/stores/profile-store';
import { profileToSettings, settingsToUpdate } from '../utils/settings-form';
import type { SettingsFormValues } from '../utils/settings-form';
import { AppearanceSection } from './AppearanceSection';
import { PreferencesSection } from './PreferencesSection';
import { SETTINGS_SUBTITLE } from '../utils/settings-texts';

/** Settings with a loaded profile: appearance at once, preferences through edit mode. */
export function SettingsEditor({ profile }: { profile: UserProfile }) {
  const setProfile = useProfileStore((state) => state.setProfile);
  // The draft exists only in edit mode; Cancel drops it and the saved values show again.
  const [draft, setDraft] = useState<SettingsFormValues | null>(null);
  const editing = draft !== null;
  const [saving, setSaving] = useState(false);
  const [success, showSuccess, clearSuccess] = useTimedMessage();
  const firstFieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) firstFieldRef.current?.focus();
  }, [editing]);

  const startEditing = () => {
    setDraft(profileToSettings(profile));
    clearSuccess();
  };

  const change = (field: keyof SettingsFormValues, value: string) => {
    setDraft((current) => current && { ...current, [field]: value });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || saving) return;
    setSaving(true);
    try {
      setProfile(await updateProfile(settingsToUpdate(draft)));
      setDraft(null);
      showSuccess('Settings updated successfully!');
    } catch (error) {
      notifyError(errorMessage(error, 'Failed to update settings'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={save} aria-label="Settings">
      <PageHeader
        title="Settings"
        subtitle={SETTINGS_SUBTITLE}
        actions={
          <EditModeActions
            editing={editing}
            saving={saving}
            editLabel="Edit Settings"
            onEdit={startEditing}
            onCancel={() => setDraft(null)}
          />
        }
      />
      {success && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {success}
        </Alert>
      )}
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <AppearanceSection />
        <PreferencesSection
          values={draft ?? profileToSettings(profile)}
          editing={editing}
          onChange={change}
          firstFieldRef={firstFieldRef}
        />
      </Stack>
    </Box>
  );
}
