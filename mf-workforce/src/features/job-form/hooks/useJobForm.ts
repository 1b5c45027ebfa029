import { useCallback, useState } from 'react';
import { notifyError } from '@grovekeeper/shared';
import type { JobListingFields } from '@grovekeeper/shared';
import { toJobListingFields } from '../utils/job-form-values';
import type { JobFormValues } from '../utils/job-form-values';
import { requiredFieldsToast, validateJobForm } from '../utils/job-form-validation';
import type { JobFormErrors, JobFormMode } from '../utils/job-form-validation';

export type JobFormChange = <K extends keyof JobFormValues>(
  key: K,
  value: JobFormValues[K],
) => void;

/** What each part of the form needs: the values, their errors and a way to change one. */
export interface JobFormBinding {
  mode: JobFormMode;
  values: JobFormValues;
  errors: JobFormErrors;
  change: JobFormChange;
}

/**
 * The job form's state. `check()` validates on submit: it shows the field errors (and the
 * Validation Error toast when a required field is missing) and answers the listing's
 * fields, or null when nothing may be sent. `attempt` counts failed checks, so the form
 * can move the focus to the first field in error.
 */
export function useJobForm(initial: JobFormValues, mode: JobFormMode) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [attempt, setAttempt] = useState(0);

  const change: JobFormChange = useCallback((key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A corrected field stops showing its error; the others wait for the next submit.
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }, []);

  const check = (): JobListingFields | null => {
    const found = validateJobForm(values, mode);
    setErrors(found.errors);
    if (found.missingRequired) {
      const toast = requiredFieldsToast(mode);
      notifyError(toast.message, toast.title);
    }
    if (Object.keys(found.errors).length > 0) {
      setAttempt((count) => count + 1);
      return null;
    }
    return toJobListingFields(values);
  };

  const binding: JobFormBinding = { mode, values, errors, change };
  return { binding, check, attempt };
}
