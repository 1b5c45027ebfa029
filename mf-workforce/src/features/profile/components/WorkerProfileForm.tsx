import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { BusyButton, EXPERIENCE_LEVELS, WORKER_AVAILABILITIES } from '@grovekeeper/shared';
import type { ExperienceLevel, WorkerAvailability } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { WorkerSkillsSelect } from '../../common/components/WorkerSkillsSelect';
import { labelOf } from '../../common/utils/labels';
import { experienceLabel } from '../../common/utils/worker-format';
import { MAX_YEARS_OF_EXPERIENCE, validateProfileForm } from '../utils/profile-form';
import type { ProfileFormErrors, ProfileFormValues } from '../utils/profile-form';
import { ProfileLocationField } from './ProfileLocationField';

export interface WorkerProfileFormProps {
  initial: ProfileFormValues;
  /** A new profile is published by its button; an existing one keeps its directory state. */
  mode: 'create' | 'edit';
  saving: boolean;
  onSubmit: (values: ProfileFormValues) => void;
  onCancel: () => void;
}

/** The worker's profile: skills, experience, availability, where they are and a short bio. */
export function WorkerProfileForm({
  initial,
  mode,
  saving,
  onSubmit,
  onCancel,
}: WorkerProfileFormProps) {
  const { t } = useT();
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('profile.form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <WorkerSkillsSelect
        required
        value={values.skills}
        onChange={(skills) => set('skills', skills)}
        error={errors.skills}
        helperText={t('profile.form.skillsHint')}
        id="profile-skills"
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <TextField
          select
          label={t('profile.form.experienceLevel')}
          value={values.experience}
          onChange={(event) => set('experience', event.target.value as ExperienceLevel)}
        >
          {EXPERIENCE_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {experienceLabel(level)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('profile.form.years')}
          type="number"
          required
          value={values.yearsOfExperience}
          onChange={(event) => set('yearsOfExperience', event.target.value)}
          error={Boolean(errors.yearsOfExperience)}
          helperText={errors.yearsOfExperience}
          slotProps={{ htmlInput: { min: 0, max: MAX_YEARS_OF_EXPERIENCE, step: 1 } }}
        />
        <TextField
          select
          label={t('profile.form.availability')}
          value={values.availability}
          onChange={(event) => set('availability', event.target.value as WorkerAvailability)}
        >
          {WORKER_AVAILABILITIES.map((availability) => (
            <MenuItem key={availability} value={availability}>
              {labelOf(availability)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ProfileLocationField
        value={{ location: values.location, coordinates: values.coordinates }}
        onChange={(next) => setValues((current) => ({ ...current, ...next }))}
      />
      <TextField
        label={t('profile.form.bio')}
        multiline
        minRows={3}
        value={values.bio}
        onChange={(event) => set('bio', event.target.value)}
        helperText={t('profile.form.bioHint')}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={saving}>
          {t('profile.form.cancel')}
        </Button>
        <BusyButton type="submit" variant="contained" busy={saving}>
          {mode === 'create' ? t('profile.form.publish') : t('profile.form.save')}
        </BusyButton>
      </Box>
    </Box>
  );
}
