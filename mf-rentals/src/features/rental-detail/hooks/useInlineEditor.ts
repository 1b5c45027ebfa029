import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { updateRental } from '../../common/api/update-rental';
import { toInlineUpdate, toInlineValues, validateInlineEdit } from '../utils/inline-edit';
import type { InlineEditErrors, InlineEditValues } from '../utils/inline-edit';
import { t } from '../../../i18n';

/** The owner's inline edit of a listing: view or edit mode, Save Changes and Cancel. */
export function useInlineEditor(rental: RentalListing, onSaved: (rental: RentalListing) => void) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<InlineEditValues>(() => toInlineValues(rental));
  const [errors, setErrors] = useState<InlineEditErrors>({});
  const [saving, setSaving] = useState(false);

  const start = () => {
    setValues(toInlineValues(rental));
    setErrors({});
    setEditing(true);
  };

  /** Cancel: back to the saved values and to view mode. */
  const cancel = () => {
    setValues(toInlineValues(rental));
    setErrors({});
    setEditing(false);
  };

  const change = <K extends keyof InlineEditValues>(key: K, value: InlineEditValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  const save = async () => {
    const found = validateInlineEdit(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await updateRental(rental._id, toInlineUpdate(values, rental));
      onSaved(saved);
      setValues(toInlineValues(saved));
      setEditing(false);
      notifySuccess(t('common.rentalUpdated'), t('common.rentalUpdatedText'));
    } catch (error) {
      notifyError(errorMessage(error, t('common.updateFailed')));
    } finally {
      setSaving(false);
    }
  };

  return { editing, values, errors, saving, start, cancel, change, save };
}
