import type { Ref } from 'react';
import TextField from '@mui/material/TextField';
import { FormSection } from '../../common/components/FormSection';
import type { SettingsFormValues } from '../utils/settings-form';

export interface PreferencesSectionProps {
  values: SettingsFormValues;
  editing: boolean;
  onChange: (field: keyof SettingsFormValues, value: string) => void;
  firstFieldRef?: Ref<HTMLInputElement>;
}

/** Timezone, language and interests: free text, as the spec says. */
export function PreferencesSection({
  values,
  editing,
  onChange,
  firstFieldRef,
}: PreferencesSectionProps) {
  return (
    <FormSection title="Preferences">
      <TextField
        label="Timezone"
        name="timezone"
        inputRef={firstFieldRef}
        value={values.timezone}
        onChange={(e) => onChange('timezone', e.target.value)}
        disabled={!editing}
        helperText="e.g. UTC-5, EST"
      />
      <TextField
        label="Language"
        name="language"
        value={values.language}
        onChange={(e) => onChange('language', e.target.value)}
        disabled={!editing}
        helperText="e.g. English, Spanish"
      />
      <TextField
        label="Interests"
        name="interests"
        value={values.interests}
        onChange={(e) => onChange('interests', e.target.value)}
        disabled={!editing}
        helperText="Separate multiple interests with commas"
      />
    </FormSection>
  );
}
