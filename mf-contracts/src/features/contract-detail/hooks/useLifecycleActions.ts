import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type {
  Contract,
  ContractRatingInput,
  ContractTerminationRequest,
} from '@grovekeeper/shared';
import {
  acceptTermination,
  declineTermination,
  rateContract,
  requestTermination,
  setRelistOnCompletion,
  withdrawTermination,
} from '../api/contract-lifecycle';
import {
  ACCEPT_TERMINATION_FAILED,
  DECLINE_TERMINATION_FAILED,
  RATE_FAILED,
  RATED,
  RELIST_FAILED,
  RELIST_OFF,
  RELIST_ON,
  REQUEST_TERMINATION_FAILED,
  TERMINATION_ACCEPTED,
  TERMINATION_DECLINED,
  TERMINATION_REQUESTED,
  TERMINATION_WITHDRAWN,
  WITHDRAW_TERMINATION_FAILED,
} from '../../common/utils/messages';
import { t } from '../../../i18n';

export type LifecycleAction = 'request' | 'accept' | 'decline' | 'withdraw' | 'relist' | 'rate';

/**
 * What the parties do after the signature: ask to end early and answer, relist, rate.
 * One at a time; each resolves true when the server took it, false (with the server's
 * error toasted) when not, so a form keeps what the user typed.
 */
export function useLifecycleActions(contract: Contract | null, onChanged: (c: Contract) => void) {
  const [busy, setBusy] = useState<LifecycleAction | null>(null);

  const run = async (
    action: LifecycleAction,
    call: (id: string) => Promise<Contract>,
    success: string,
    fallback: string,
  ): Promise<boolean> => {
    if (!contract || busy) return false;
    setBusy(action);
    try {
      onChanged(await call(contract._id));
      notifySuccess(t(success));
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t(fallback)));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    request: (request: ContractTerminationRequest) =>
      run(
        'request',
        (id) => requestTermination(id, request),
        TERMINATION_REQUESTED,
        REQUEST_TERMINATION_FAILED,
      ),
    accept: () => run('accept', acceptTermination, TERMINATION_ACCEPTED, ACCEPT_TERMINATION_FAILED),
    decline: () =>
      run('decline', declineTermination, TERMINATION_DECLINED, DECLINE_TERMINATION_FAILED),
    withdraw: () =>
      run('withdraw', withdrawTermination, TERMINATION_WITHDRAWN, WITHDRAW_TERMINATION_FAILED),
    relist: (relist: boolean) =>
      run(
        'relist',
        (id) => setRelistOnCompletion(id, relist),
        relist ? RELIST_ON : RELIST_OFF,
        RELIST_FAILED,
      ),
    rate: (rating: ContractRatingInput) =>
      run('rate', (id) => rateContract(id, rating), RATED, RATE_FAILED),
  };
}

export type LifecycleActions = ReturnType<typeof useLifecycleActions>;
