import TextField from '@mui/material/TextField';
import { FormSection } from '../../common/components/FormSection';
import type { ProfileFieldProps } from '../types/profile-field-props';

/** Work and education. Website is free text, as the spec says. */
export function ProfessionalInfoSection({ values, editing, onChange }: ProfileFieldProps) {
  return (
    <FormSection title="Professional Information">
      <TextField
        label="Company"
        name="company"
        autoComplete="organization"
        value={values.company}
        onChange={(e) => onChange('company', e.target.value)}
        disabled={!editing}
      />
      <TextField
        label="Job Title"
        name="jobTitle"
        autoComplete="organization-title"
        value={values.jobTitle}
        onChange={(e) => onChange('jobTitle', e.target.value)}
        disabled={!editing}
      />
      <TextField
        label="Education"
        name="education"
        value={values.education}
        onChange={(e) => onChange('education', e.target.value)}
        disabled={!editing}
      />
      <TextField
        label="Website"
        name="website"
        autoComplete="url"
        value={values.website}
        onChange={(e) => onChange('website', e.target.value)}
        disabled={!editing}
      />
    </FormSection>
  );
}
