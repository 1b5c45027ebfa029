import { JOB_LIMITS } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import type { JobFormValues } from './job-form-values';

/** Post and edit differ in what is required and in the hours-per-day limit (spec §5). */
export type JobFormMode = 'post' | 'edit';

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

/** The spec's Validation Error toast when a required field is missing, in the reader's language. */
export function requiredFieldsToast(mode: JobFormMode): { title: string; message: string } {
  return {
    title: t('form.errors.title'),
    message: mode === 'edit' ? t('form.errors.editRequired') : t('form.errors.postRequired'),
  };
}

export const TITLE_MAX_LENGTH = 200;

const REQUIRED: Record<JobFormMode, (keyof JobFormValues)[]> = {
  post: ['title', 'description', 'estate'],
  edit: ['title', 'description', 'estate', 'startDate'],
};

function requiredText(key: keyof JobFormValues): string | undefined {
  switch (key) {
    case 'title':
      return t('form.errors.titleRequired');
    case 'description':
      return t('form.errors.descriptionRequired');
    case 'estate':
      return t('form.errors.estateRequired');
    case 'startDate':
      return t('form.errors.startDateRequired');
    default:
      return undefined;
  }
}

export function maxHoursPerDay(mode: JobFormMode): number {
  return mode === 'edit' ? JOB_LIMITS.hoursPerDay.editMax : JOB_LIMITS.hoursPerDay.max;
}

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** A whole number typed as text, or null when the text is not one. */
function wholeNumber(text: string): number | null {
  if (!/^\s*-?\d+\s*$/.test(text)) return null;
  return Number(text);
}

function payRateError(text: string): string | undefined {
  if (text.trim() === '') return t('form.errors.payRateRequired');
  const value = Number(text);
  if (!Number.isFinite(value) || value < JOB_LIMITS.payRate.min) {
    return t('form.errors.payRateMin');
  }
  // step 0.01: money is kept to the cent.
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    return t('form.errors.payRateDecimals');
  }
  return undefined;
}

function rangeError(text: string, min: number, max: number, message: string) {
  const value = wholeNumber(text);
  return value === null || value < min || value > max ? message : undefined;
}

/**
 * The form's errors, each a readable message under its field, and whether a required
 * field is missing (then the form shows the spec's Validation Error toast too).
 */
export function validateJobForm(values: JobFormValues, mode: JobFormMode) {
  const errors: JobFormErrors = {};
  let missingRequired = false;
  for (const key of REQUIRED[mode]) {
    if (isBlank(values[key])) {
      errors[key] = requiredText(key);
      missingRequired = true;
    }
  }
  if (!errors.title && values.title.trim().length > TITLE_MAX_LENGTH) {
    errors.title = t('form.errors.titleTooLong', { max: TITLE_MAX_LENGTH });
  }
  // The post form marks the start date required without making it one of the toast's fields.
  if (mode === 'post' && !values.startDate) errors.startDate = t('form.errors.startDateRequired');
  errors.payRate = payRateError(values.payRate);
  errors.minYearsExperience = rangeError(
    values.minYearsExperience,
    JOB_LIMITS.minYearsExperience.min,
    Infinity,
    t('form.errors.minYears'),
  );
  errors.duration = rangeError(
    values.duration,
    JOB_LIMITS.duration.min,
    Infinity,
    t('form.errors.duration'),
  );
  const maxHours = maxHoursPerDay(mode);
  errors.hoursPerDay = rangeError(
    values.hoursPerDay,
    JOB_LIMITS.hoursPerDay.min,
    maxHours,
    t('form.errors.hoursPerDay', { max: maxHours }),
  );
  errors.maxApplications = rangeError(
    values.maxApplications,
    JOB_LIMITS.maxApplications.min,
    Infinity,
    t('form.errors.maxApplications'),
  );
  for (const key of Object.keys(errors) as (keyof JobFormValues)[]) {
    if (!errors[key]) delete errors[key];
  }
  return { errors, missingRequired };
}
