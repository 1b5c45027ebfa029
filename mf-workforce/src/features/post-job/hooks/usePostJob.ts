import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { NewJobListing } from '@grovekeeper/shared';
import { useJobForm } from '../../job-form/hooks/useJobForm';
import { emptyJobForm } from '../../job-form/utils/job-form-values';
import { t } from '../../../i18n';
import { createJobListing } from '../api/create-job-listing';

/** The success toast of a publish or a save as draft, in the reader's language. */
function savedText(status: NewJobListing['status']): string {
  return status === 'active' ? t('post.published') : t('post.drafted');
}

/** The post form: publish (active) or save as draft, then on to My Job Listings. */
export function usePostJob() {
  const navigate = useNavigate();
  const { binding, check, attempt } = useJobForm(emptyJobForm(), 'post');
  const [saving, setSaving] = useState<NewJobListing['status'] | null>(null);

  const submit = async (status: NewJobListing['status']) => {
    if (saving) return;
    const fields = check();
    if (!fields) return;
    setSaving(status);
    try {
      await createJobListing({ ...fields, status });
      notifySuccess(savedText(status));
      navigate('/workforce/my-job-listings');
    } catch (error) {
      // The form keeps every value, so the owner can try again.
      notifyError(errorMessage(error, t('post.failed')));
      setSaving(null);
    }
  };

  return { form: binding, attempt, saving, submit };
}
