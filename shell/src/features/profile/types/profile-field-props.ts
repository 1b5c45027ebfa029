import type { ProfileFormErrors, ProfileFormValues } from '../utils/profile-form';

/** What every section of the profile form receives from the editor. */
export interface ProfileFieldProps {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  editing: boolean;
  onChange: (field: keyof ProfileFormValues, value: string) => void;
}
