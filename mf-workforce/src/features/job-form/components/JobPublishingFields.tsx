import TextField from '@mui/material/TextField';
import { EDITABLE_JOB_VISIBILITIES, JOB_LIMITS, JOB_VISIBILITIES } from '@grovekeeper/shared';
import type { JobVisibility } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { JobFormBinding } from '../hooks/useJobForm';
import { JobBenefitsField } from './JobBenefitsField';
import { JobDatePicker } from './JobDatePicker';
import { JobFormSection } from './JobFormSection';
import { JobNumberField } from './JobNumberField';
import { JobOptionSelect } from './JobOptionSelect';
import { memoSection } from './memo-section';

/**
 * The visibilities the form offers: all three on post; on edit only public and invite
 * only (spec §9), plus the listing's own value, shown but not choosable, when it is private.
 */
function visibilityChoices(form: JobFormBinding) {
  if (form.mode === 'post') return { options: JOB_VISIBILITIES, disabled: [] };
  const editable: readonly JobVisibility[] = EDITABLE_JOB_VISIBILITIES;
  if (editable.includes(form.values.visibility)) return { options: editable, disabled: [] };
  return { options: [...editable, form.values.visibility], disabled: [form.values.visibility] };
}

/** Who sees the listing and what comes with the job: visibility, limits, benefits, notes. */
function JobPublishingFieldsSection({ form }: { form: JobFormBinding }) {
  const { t } = useT();
  const { values, errors, change } = form;
  const visibility = visibilityChoices(form);
  return (
    <JobFormSection title={t('form.sections.publishing')}>
      <JobOptionSelect
        label={t('form.visibility')}
        value={values.visibility}
        options={visibility.options}
        disabledOptions={visibility.disabled}
        onChange={(next) => change('visibility', next)}
      />
      <JobNumberField
        label={t('form.maxApplications')}
        value={values.maxApplications}
        onChange={(maxApplications) => change('maxApplications', maxApplications)}
        min={JOB_LIMITS.maxApplications.min}
        error={errors.maxApplications}
      />
      <JobDatePicker
        label={t('form.applicationDeadline')}
        value={values.applicationDeadline}
        onChange={(deadline) => change('applicationDeadline', deadline)}
        hint={t('form.optional')}
      />
      <JobBenefitsField
        value={values.benefits}
        onChange={(benefits) => change('benefits', benefits)}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('form.notes')}
        value={values.notes}
        onChange={(event) => change('notes', event.target.value)}
        sx={{ gridColumn: '1 / -1' }}
      />
    </JobFormSection>
  );
}

export const JobPublishingFields = memoSection(JobPublishingFieldsSection, [
  'visibility',
  'maxApplications',
  'applicationDeadline',
  'benefits',
  'notes',
]);
