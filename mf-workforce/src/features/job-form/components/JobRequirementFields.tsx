import TextField from '@mui/material/TextField';
import { EXPERIENCE_LEVELS, JOB_LIMITS } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { experienceLabel } from '../../common/utils/worker-format';
import type { JobFormBinding } from '../hooks/useJobForm';
import { JobFormSection } from './JobFormSection';
import { JobNumberField } from './JobNumberField';
import { JobOptionSelect } from './JobOptionSelect';
import { JobSkillsAdder } from './JobSkillsAdder';
import { JobSkillsSelect } from './JobSkillsSelect';
import { memoSection } from './memo-section';

/** Who fits the job: skills (picked on post, typed on edit), experience, requirements. */
function JobRequirementFieldsSection({ form }: { form: JobFormBinding }) {
  const { t } = useT();
  const { mode, values, errors, change } = form;
  return (
    <JobFormSection title={t('form.sections.who')}>
      {mode === 'edit' ? (
        <JobSkillsAdder
          value={values.requiredSkills}
          onChange={(skills) => change('requiredSkills', skills)}
        />
      ) : (
        <JobSkillsSelect
          value={values.requiredSkills}
          onChange={(skills) => change('requiredSkills', skills)}
        />
      )}
      <JobOptionSelect
        label={t('form.experienceLevel')}
        value={values.experienceLevel}
        options={EXPERIENCE_LEVELS}
        optionLabel={experienceLabel}
        onChange={(level) => change('experienceLevel', level)}
      />
      <JobNumberField
        label={t('form.minYears')}
        value={values.minYearsExperience}
        onChange={(years) => change('minYearsExperience', years)}
        min={JOB_LIMITS.minYearsExperience.min}
        error={errors.minYearsExperience}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('form.requirements')}
        value={values.requirements}
        onChange={(event) => change('requirements', event.target.value)}
        helperText={t('form.requirementsHint')}
        sx={{ gridColumn: '1 / -1' }}
      />
    </JobFormSection>
  );
}

export const JobRequirementFields = memoSection(JobRequirementFieldsSection, [
  'requiredSkills',
  'experienceLevel',
  'minYearsExperience',
  'requirements',
]);
