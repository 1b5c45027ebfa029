import { JOB_LIMITS } from '@grovekeeper/shared';
import type { JobFormValues } from './job-form-values';

/** Post and edit differ in what is required and in the hours-per-day limit (spec §5). */
export type JobFormMode = 'post' | 'edit';

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

export const VALIDATION_ERROR_TITLE = 'Validation Error';
export const POST_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const EDIT_REQUIRED_MESSAGE =
  'Please fill in all required fields (Title, Description, Estate, Start Date).';

export const TITLE_MAX_LENGTH = 200;

const REQUIRED: Record<JobFormMode, (keyof JobFormValues)[]> = {
  post: ['title', 'description', 'estate'],
  edit: ['title', 'description', 'estate', 'startDate'],
};

const REQUIRED_TEXT: Partial<Record<keyof JobFormValues, string>> = {
  title: 'Title is required',
  description: 'Description is required',
  estate: 'Please select an estate',
  startDate: 'Start date is required',
};

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
  if (text.trim() === '') return 'Pay rate is required';
  const value = Number(text);
  if (!Number.isFinite(value) || value < JOB_LIMITS.payRate.min) {
    return 'Pay rate must be 0 or more';
  }
  // step 0.01: money is kept to the cent.
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    return 'Pay rate can have at most 2 decimals';
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
      errors[key] = REQUIRED_TEXT[key];
      missingRequired = true;
    }
  }
  if (!errors.title && values.title.trim().length > TITLE_MAX_LENGTH) {
    errors.title = `Title can have at most ${TITLE_MAX_LENGTH} characters`;
  }
  // The post form marks the start date required without making it one of the toast's fields.
  if (mode === 'post' && !values.startDate) errors.startDate = 'Start date is required';
  errors.payRate = payRateError(values.payRate);
  errors.minYearsExperience = rangeError(
    values.minYearsExperience,
    JOB_LIMITS.minYearsExperience.min,
    Infinity,
    'Minimum years of experience must be a whole number, 0 or more',
  );
  errors.duration = rangeError(
    values.duration,
    JOB_LIMITS.duration.min,
    Infinity,
    'Duration must be a whole number of days, at least 1',
  );
  const maxHours = maxHoursPerDay(mode);
  errors.hoursPerDay = rangeError(
    values.hoursPerDay,
    JOB_LIMITS.hoursPerDay.min,
    maxHours,
    `Hours per day must be a whole number from 1 to ${maxHours}`,
  );
  errors.maxApplications = rangeError(
    values.maxApplications,
    JOB_LIMITS.maxApplications.min,
    Infinity,
    'Maximum applications must be a whole number, at least 1',
  );
  for (const key of Object.keys(errors) as (keyof JobFormValues)[]) {
    if (!errors[key]) delete errors[key];
  }
  return { errors, missingRequired };
}
