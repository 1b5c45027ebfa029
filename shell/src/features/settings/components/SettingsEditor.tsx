import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  changeLanguage,
  errorMessage,
  i18nKey,
  notifyError,
  PageHeader,
  useLanguage,
  useTimedMessage,
} from '@grovekeeper/shared';
import type { UserProfile } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { EditModeActions } from '../../common/components/EditModeActions';
import { updateProfile } from '../../profile/api/update-profile';
import { useProfileStore } from '../../profile/stores/profile-store';
import { profileToSettings, settingsToUpdate } from '../utils/settings-form';
import type { SettingsFormValues } from '../utils/settings-form';
import { AppearanceSection } from './AppearanceSection';
import { NotificationsSection } from './NotificationsSection';
import { PreferencesSection } from './PreferencesSection';
import '../../../i18n/parts/settings';

/**
 * Settings with a loaded profile: appearance at once, preferences through edit mode. Saving
 * saves the language on the profile and switches the product to it at once.
 */
export function SettingsEditor({ profile }: { profile: UserProfile }) {
  const { t } = useT();
  const [language] = useLanguage();
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
    setDraft(profileToSettings(profile, language));
    clearSuccess();
  };

  const change = <K extends keyof SettingsFormValues>(field: K, value: SettingsFormValues[K]) => {
    setDraft((current) => current && { ...current, [field]: value });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || saving) return;
    setSaving(true);
    try {
      setProfile(await updateProfile(settingsToUpdate(draft)));
      // The saved language, at once (the profile's answer may still carry an older value).
      await changeLanguage(draft.language);
      setDraft(null);
      // A key, read as it shows: the confirmation speaks the language just chosen.
      showSuccess(i18nKey('settings.saved'));
    } catch (error) {
      notifyError(errorMessage(error, t('settings.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={t('settings.title')}>
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        actions={
          <EditModeActions
            editing={editing}
            saving={saving}
            editLabel={t('settings.edit')}
            onEdit={startEditing}
            onCancel={() => setDraft(null)}
          />
        }
      />
      {success && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t(success)}
        </Alert>
      )}
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <AppearanceSection />
        <NotificationsSection />
        <PreferencesSection
          values={draft ?? profileToSettings(profile, language)}
          editing={editing}
          onChange={change}
          firstFieldRef={firstFieldRef}
        />
      </Stack>
    </Box>
  );
}
