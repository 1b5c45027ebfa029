import type { Ref } from 'react';
import TextField from '@mui/material/TextField';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { FormSection } from '../../common/components/FormSection';
import type { SettingsFormValues } from '../utils/settings-form';

export interface PreferencesSectionProps {
  values: SettingsFormValues;
  editing: boolean;
  onChange: <K extends keyof SettingsFormValues>(field: K, value: SettingsFormValues[K]) => void;
  firstFieldRef?: Ref<HTMLInputElement>;
}

/**
 * Timezone and interests are free text, as the spec says; the language is one of the
 * product's languages, each named in itself (a native select: the phone's own picker).
 */
export function PreferencesSection({
  values,
  editing,
  onChange,
  firstFieldRef,
}: PreferencesSectionProps) {
  const { t } = useT();
  return (
    <FormSection title={t('settings.preferences.title')}>
      <TextField
        label={t('settings.preferences.timezone')}
        name="timezone"
        inputRef={firstFieldRef}
        value={values.timezone}
        onChange={(e) => onChange('timezone', e.target.value)}
        disabled={!editing}
        helperText={t('settings.preferences.timezoneHint')}
      />
      <TextField
        select
        label={t('settings.preferences.language')}
        name="language"
        value={values.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) onChange('language', e.target.value);
        }}
        disabled={!editing}
        slotProps={{ select: { native: true } }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('settings.preferences.interests')}
        name="interests"
        value={values.interests}
        onChange={(e) => onChange('interests', e.target.value)}
        disabled={!editing}
        helperText={t('settings.preferences.interestsHint')}
      />
    </FormSection>
  );
}
