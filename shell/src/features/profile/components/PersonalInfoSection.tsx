import type { Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GENDERS } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { FormSection } from '../../common/components/FormSection';
import { GENDER_LABELS } from '../utils/genders';
import type { ProfileFieldProps } from '../types/profile-field-props';

/** Name, contact and personal details. */
export function PersonalInfoSection({
  values,
  errors,
  editing,
  onChange,
  firstFieldRef,
}: ProfileFieldProps & { firstFieldRef?: Ref<HTMLInputElement> }) {
  const { t } = useT();
  return (
    <FormSection title={t('profile.personal.title')}>
      <TextField
        label={t('profile.personal.fullName')}
        name="name"
        autoComplete="name"
        required
        inputRef={firstFieldRef}
        value={values.name}
        onChange={(e) => onChange('name', e.target.value)}
        disabled={!editing}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <TextField
        label={t('profile.personal.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(e) => onChange('email', e.target.value)}
        disabled={!editing}
        error={Boolean(errors.email)}
        helperText={errors.email}
      />
      <TextField
        label={t('profile.personal.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => onChange('phone', e.target.value)}
        disabled={!editing}
      />
      <TextField
        label={t('profile.personal.dateOfBirth')}
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        value={values.dateOfBirth}
        onChange={(e) => onChange('dateOfBirth', e.target.value)}
        disabled={!editing}
        // A date input always shows its own mask, so the label must not sit on top of it.
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label={t('profile.personal.gender')}
        name="gender"
        value={values.gender}
        onChange={(e) => onChange('gender', e.target.value)}
        disabled={!editing}
      >
        <MenuItem value="">
          <em>{t('profile.personal.genderNotSpecified')}</em>
        </MenuItem>
        {GENDERS.map((gender) => (
          <MenuItem key={gender} value={gender}>
            {t(GENDER_LABELS[gender])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('profile.personal.location')}
        name="location"
        placeholder={t('profile.personal.locationPlaceholder')}
        value={values.location}
        onChange={(e) => onChange('location', e.target.value)}
        disabled={!editing}
      />
      <TextField
        label={t('profile.personal.bio')}
        name="bio"
        multiline
        rows={3}
        value={values.bio}
        onChange={(e) => onChange('bio', e.target.value)}
        disabled={!editing}
      />
    </FormSection>
  );
}
