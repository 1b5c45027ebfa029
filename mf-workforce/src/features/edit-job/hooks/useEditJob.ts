import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { useJobForm } from '../../job-form/hooks/useJobForm';
import { jobFormFromListing } from '../../job-form/utils/job-form-values';
import { t } from '../../../i18n';
import { updateJobListing } from '../api/update-job-listing';

/** The edit form, started from the saved listing; Save sends it whole, then back to the list. */
export function useEditJob(listing: JobListing) {
  const navigate = useNavigate();
  const { binding, check, attempt } = useJobForm(jobFormFromListing(listing), 'edit');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    const fields = check();
    if (!fields) return;
    setSaving(true);
    try {
      await updateJobListing(listing._id, fields);
      notifySuccess(t('edit.updatedTitle'), t('edit.updated'));
      navigate('/workforce/my-job-listings');
    } catch (error) {
      notifyError(errorMessage(error, t('edit.failed')));
      setSaving(false);
    }
  };

  return { form: binding, attempt, saving, save };
}
