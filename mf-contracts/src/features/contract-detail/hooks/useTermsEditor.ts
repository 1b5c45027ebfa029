import { useCallback, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { updateContractTerms } from '../api/update-contract-terms';
import { TERMS_UPDATED, UPDATE_TERMS_FAILED } from '../../common/utils/messages';
import { endDateFor, formValuesOf, toTermsUpdate, validateTerms } from '../utils/terms-form';
import type { TermsErrors, TermsFormValues } from '../utils/terms-form';
import { t } from '../../../i18n';

export interface TermsEditor {
  editing: boolean;
  values: TermsFormValues | null;
  errors: TermsErrors;
  saving: boolean;
  start: () => void;
  cancel: () => void;
  change: (patch: Partial<TermsFormValues>) => void;
  save: () => Promise<void>;
}

/** The owner's edit of a draft's terms; Save sends PUT /terms and shows the answer. */
export function useTermsEditor(
  contract: Contract | null,
  onSaved: (contract: Contract) => void,
): TermsEditor {
  const [values, setValues] = useState<TermsFormValues | null>(null);
  const [errors, setErrors] = useState<TermsErrors>({});
  const [saving, setSaving] = useState(false);

  const start = useCallback(() => {
    if (!contract) return;
    setValues(formValuesOf(contract));
    setErrors({});
  }, [contract]);

  const cancel = useCallback(() => {
    setValues(null);
    setErrors({});
  }, []);

  const change = useCallback((patch: Partial<TermsFormValues>) => {
    setValues((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      // A new start or duration moves the end date along; an end picked by hand stays.
      if (('startDate' in patch || 'duration' in patch) && !('endDate' in patch)) {
        next.endDate = endDateFor(next.startDate, Number(next.duration)) || next.endDate;
      }
      return next;
    });
    setErrors((current) => {
      const cleared = { ...current };
      for (const key of Object.keys(patch)) delete cleared[key as keyof TermsErrors];
      if ('startDate' in patch || 'duration' in patch) delete cleared.endDate;
      return cleared;
    });
  }, []);

  const save = async () => {
    if (!contract || !values || saving) return;
    const problems = validateTerms(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const saved = await updateContractTerms(contract._id, toTermsUpdate(values));
      onSaved(saved);
      notifySuccess(t(TERMS_UPDATED));
      cancel();
    } catch (failure) {
      notifyError(errorMessage(failure, t(UPDATE_TERMS_FAILED)));
    } finally {
      setSaving(false);
    }
  };

  return { editing: values !== null, values, errors, saving, start, cancel, change, save };
}
