import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { Estate, NewRentalListing } from '@grovekeeper/shared';
import { createRental } from '../api/create-rental';
import { toNewListing, validateListing } from '../utils/listing-form';
import type { ListingErrors, ListingFormValues } from '../utils/listing-form';
import { t } from '../../../i18n';
import '../../../i18n/parts/create-listing';

/** The create form's values, errors and submit (as draft or published). */
export function useListingForm(initial: ListingFormValues, estates: Estate[]) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [saving, setSaving] = useState<NewRentalListing['status'] | null>(null);
  const estate = estates.find((item) => (item._id ?? item.id) === values.estateId);

  const change = <K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A corrected field stops showing its error; the others wait for the next submit.
    setErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
  };

  const submit = async (status: NewRentalListing['status']) => {
    const found = validateListing(values, estate);
    setErrors(found);
    if (Object.values(found).some(Boolean) || !estate) return;
    setSaving(status);
    try {
      await createRental(toNewListing(values, estate, status));
      notifySuccess(
        t('createListing.toast.created'),
        status === 'draft'
          ? t('createListing.toast.draftText')
          : t('createListing.toast.publishedText'),
      );
      navigate('/rentals');
    } catch (error) {
      notifyError(errorMessage(error, t('createListing.toast.failed')));
      setSaving(null);
    }
  };

  return { values, errors, estate, saving, change, submit };
}
