import TextField from '@mui/material/TextField';
import { JOB_TYPES, WORK_TYPES } from '@grovekeeper/shared';
import type { LoadStatus } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { JobFormBinding } from '../hooks/useJobForm';
import { TITLE_MAX_LENGTH } from '../utils/job-form-validation';
import { JobEstateField } from './JobEstateField';
import type { EstateOption } from './JobEstateField';
import { JobFormSection } from './JobFormSection';
import { JobOptionSelect } from './JobOptionSelect';
import { memoSection } from './memo-section';

export interface JobBasicsFieldsProps {
  form: JobFormBinding;
  estates: EstateOption[];
  estatesStatus: LoadStatus;
  onRetryEstates: () => void;
}

/** What the job is and where: title, description, estate, job and work type, location. */
function JobBasicsFieldsSection({
  form,
  estates,
  estatesStatus,
  onRetryEstates,
}: JobBasicsFieldsProps) {
  const { t } = useT();
  const { values, errors, change } = form;
  return (
    <JobFormSection title={t('form.sections.job')}>
      <TextField
        required
        fullWidth
        label={t('form.title')}
        value={values.title}
        onChange={(event) => change('title', event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        required
        fullWidth
        multiline
        minRows={4}
        label={t('form.description')}
        value={values.description}
        onChange={(event) => change('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
        sx={{ gridColumn: '1 / -1' }}
      />
      <JobEstateField
        estates={estates}
        status={estatesStatus}
        onRetry={onRetryEstates}
        value={values.estate}
        error={errors.estate}
        onChange={(estate) => {
          change('estate', estate._id);
          // The estate's address is a good first guess at where the work is.
          if (values.location.trim() === '') change('location', estate.address);
        }}
      />
      <JobOptionSelect
        label={t('form.jobType')}
        value={values.jobType}
        options={JOB_TYPES}
        onChange={(jobType) => change('jobType', jobType)}
      />
      <JobOptionSelect
        label={t('form.workType')}
        value={values.workType}
        options={WORK_TYPES}
        onChange={(workType) => change('workType', workType)}
      />
      <TextField
        fullWidth
        label={t('form.location')}
        value={values.location}
        onChange={(event) => change('location', event.target.value)}
        helperText={t('form.locationHint')}
        sx={{ gridColumn: '1 / -1' }}
      />
    </JobFormSection>
  );
}

export const JobBasicsFields = memoSection(JobBasicsFieldsSection, [
  'title',
  'description',
  'estate',
  'jobType',
  'workType',
  'location',
]);
