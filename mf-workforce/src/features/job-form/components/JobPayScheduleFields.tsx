import { CURRENCIES, JOB_LIMITS, PAY_TYPES, WORK_SCHEDULES } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { JobFormBinding } from '../hooks/useJobForm';
import { maxHoursPerDay } from '../utils/job-form-validation';
import { JobDatePicker } from './JobDatePicker';
import { JobFormSection } from './JobFormSection';
import { JobNumberField } from './JobNumberField';
import { JobOptionSelect } from './JobOptionSelect';
import { memoSection } from './memo-section';

const currencyLabel = (currency: string) => currency;

/** Pay and time: rate, pay type, currency, start date, duration, schedule, hours a day. */
function JobPayScheduleFieldsSection({ form }: { form: JobFormBinding }) {
  const { t } = useT();
  const { mode, values, errors, change } = form;
  const maxHours = maxHoursPerDay(mode);
  return (
    <JobFormSection title={t('form.sections.pay')}>
      <JobNumberField
        label={t('form.payRate')}
        required
        value={values.payRate}
        onChange={(payRate) => change('payRate', payRate)}
        min={JOB_LIMITS.payRate.min}
        step={JOB_LIMITS.payRate.step}
        error={errors.payRate}
      />
      <JobOptionSelect
        label={t('form.payType')}
        value={values.payType}
        options={PAY_TYPES}
        onChange={(payType) => change('payType', payType)}
      />
      <JobOptionSelect
        label={t('form.currency')}
        value={values.currency}
        options={CURRENCIES}
        optionLabel={currencyLabel}
        onChange={(currency) => change('currency', currency)}
      />
      <JobDatePicker
        label={t('form.startDate')}
        required
        value={values.startDate}
        onChange={(startDate) => change('startDate', startDate)}
        error={errors.startDate}
      />
      <JobNumberField
        label={t('form.duration')}
        value={values.duration}
        onChange={(duration) => change('duration', duration)}
        min={JOB_LIMITS.duration.min}
        error={errors.duration}
      />
      <JobOptionSelect
        label={t('form.workSchedule')}
        value={values.workSchedule}
        options={WORK_SCHEDULES}
        onChange={(workSchedule) => change('workSchedule', workSchedule)}
      />
      <JobNumberField
        label={t('form.hoursPerDay')}
        value={values.hoursPerDay}
        onChange={(hoursPerDay) => change('hoursPerDay', hoursPerDay)}
        min={JOB_LIMITS.hoursPerDay.min}
        max={maxHours}
        error={errors.hoursPerDay}
        hint={t('form.hoursHint', { max: maxHours })}
      />
    </JobFormSection>
  );
}

export const JobPayScheduleFields = memoSection(JobPayScheduleFieldsSection, [
  'payRate',
  'payType',
  'currency',
  'startDate',
  'duration',
  'workSchedule',
  'hoursPerDay',
]);
