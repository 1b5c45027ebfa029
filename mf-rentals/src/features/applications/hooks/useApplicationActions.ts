import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { RentalApplication } from '@grovekeeper/shared';
import { createContractFromApplication } from '../api/create-contract-from-application';
import { updateApplicationStatus } from '../api/update-application-status';
import type { ApplicationDecision } from '../api/update-application-status';
import { contractRequestFor } from '../utils/contract-request';
import { t } from '../../../i18n';
import '../../../i18n/parts/applications';

/** The owner's actions on applications: approve, reject, and draw up a contract. */
export function useApplicationActions(onChanged: (application: RentalApplication) => void) {
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<string | null>(null);

  const decide = async (application: RentalApplication, status: ApplicationDecision) => {
    setBusyId(application._id);
    try {
      const answer = await updateApplicationStatus(application._id, status);
      onChanged(answer && answer._id ? { ...application, ...answer } : { ...application, status });
      notifySuccess(t('applications.toast.success'), t(`applications.toast.decided.${status}`));
    } catch (error) {
      // The spec's catalogue text, with the status word as it is sent.
      notifyError(errorMessage(error, t(`applications.toast.decideFailed.${status}`)));
    } finally {
      setBusyId(null);
    }
  };

  const createContract = async (application: RentalApplication) => {
    setBusyId(application._id);
    try {
      const contract = await createContractFromApplication(
        application._id,
        contractRequestFor(application),
      );
      onChanged({ ...application, contractId: contract._id });
      notifySuccess(
        t('applications.toast.contractCreated'),
        t('applications.toast.contractCreatedText', { number: contract.contractNumber }),
      );
      navigate(`/rental-contracts/${contract._id}`);
    } catch (error) {
      notifyError(errorMessage(error, t('applications.toast.contractFailed')));
      setBusyId(null);
    }
  };

  return { busyId, decide, createContract };
}
