import TextField from '@mui/material/TextField';
import { EXPERIENCE_LEVEL_YEARS, EXPERIENCE_LEVELS, JOB_LIMITS } from '@grovekeeper/shared';
import type { ExperienceLevel } from '@grovekeeper/shared';
import { labelOf } from '../../common/utils/labels';
import type { JobFormBinding } from '../hooks/useJobForm';
import { JobFormSection } from './JobFormSection';
import { JobNumberField } from './JobNumberField';
import { JobOptionSelect } from './JobOptionSelect';
import { JobSkillsAdder } from './JobSkillsAdder';
import { JobSkillsSelect } from './JobSkillsSelect';
import { memoSection } from './memo-section';

const levelLabel = (level: ExperienceLevel) =>
  `${labelOf(level)} (${EXPERIENCE_LEVEL_YEARS[level]})`;

/** Who fits the job: skills (picked on post, typed on edit), experience, requirements. */
function JobRequirementFieldsSection({ form }: { form: JobFormBinding }) {
  const { mode, values, errors, change } = form;
  return (
    <JobFormSection title="Who You Need">
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
        label="Experience Level"
        value={values.experienceLevel}
        options={EXPERIENCE_LEVELS}
        optionLabel={levelLabel}
        onChange={(level) => change('experienceLevel', level)}
      />
      <JobNumberField
        label="Minimum Years of Experience"
        value={values.minYearsExperience}
        onChange={(years) => change('minYearsExperience', years)}
        min={JOB_LIMITS.minYearsExperience.min}
        error={errors.minYearsExperience}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label="Requirements"
        value={values.requirements}
        onChange={(event) => change('requirements', event.target.value)}
        helperText="Anything else a worker must bring or be able to do"
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
