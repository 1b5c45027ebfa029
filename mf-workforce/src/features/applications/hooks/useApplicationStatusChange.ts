import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { WorkforceApplication, WorkforceApplicationStatus } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { updateApplicationStatus } from '../api/update-application-status';

/** Moves an application to `status` (approve, reject, withdraw) with the catalogue's toasts. */
export function useApplicationStatusChange(onChanged: (application: WorkforceApplication) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const change = async (
    application: WorkforceApplication,
    status: WorkforceApplicationStatus,
  ): Promise<boolean> => {
    setBusyId(application._id);
    try {
      const answer = await updateApplicationStatus(application._id, status);
      // The server's answer wins; the nested applicant and job stay as loaded when it omits them.
      onChanged(answer ? { ...application, ...answer } : { ...application, status });
      notifySuccess(
        t('applications.statusChange.successTitle'),
        t('applications.statusChange.success'),
      );
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t('applications.statusChange.failed')));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, change };
}
