import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n';
import { FormSection } from '../../common/components/FormSection';
import type { ProfileFieldProps } from '../types/profile-field-props';

/** Work and education. Website is free text, as the spec says. */
export function ProfessionalInfoSection({ values, editing, onChange }: ProfileFieldProps) {
  const { t } = useT();
  return (
    <FormSection title={t('profile.professional.title')}>
      <TextField
        label={t('profile.professional.company')}
        name="company"
        autoComplete="organization"
        value={values.company}
        onChange={(e) => onChange('company', e.target.value)}
        disabled={!editing}
      />
      <TextField
        label={t('profile.professional.jobTitle')}
        name="jobTitle"
        autoComplete="organization-title"
        value={values.jobTitle}
        onChange={(e) => onChange('jobTitle', e.target.value)}
        disabled={!editing}
      />
      <TextField
        label={t('profile.professional.education')}
        name="education"
        value={values.education}
        onChange={(e) => onChange('education', e.target.value)}
        disabled={!editing}
      />
      <TextField
        label={t('profile.professional.website')}
        name="website"
        autoComplete="url"
        value={values.website}
        onChange={(e) => onChange('website', e.target.value)}
        disabled={!editing}
      />
    </FormSection>
  );
}
