import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoad } from '@grovekeeper/shared';
import { getContract } from '../api/get-contract';
import { APPLICATIONS_PATH, LOAD_CONTRACT_FAILED } from '../../common/utils/messages';
import { useT } from '../../../i18n';

export type ContractDetailStatus = 'loading' | 'ready' | 'not-found';

/**
 * One contract by id. A 404 shows the not-found state; any other failure is toasted and
 * sends the user to the applications overview (spec §8).
 */
export function useContractDetail(contractId: string) {
  const { t } = useT();
  const navigate = useNavigate();
  const load = useCallback(() => getContract(contractId), [contractId]);
  const { data: contract, setData: setContract, status } = useLoad(load, t(LOAD_CONTRACT_FAILED));

  useEffect(() => {
    if (status === 'error') void navigate(APPLICATIONS_PATH, { replace: true });
  }, [status, navigate]);

  // A failure leaves the screen loading while it moves to the applications overview.
  const shown: ContractDetailStatus = status === 'error' ? 'loading' : status;
  return { contract, setContract, status: shown };
}
