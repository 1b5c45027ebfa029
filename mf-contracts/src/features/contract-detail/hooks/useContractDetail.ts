import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, errorStatus, notifyError } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { getContract } from '../../../api/get-contract';
import { APPLICATIONS_PATH, LOAD_CONTRACT_FAILED } from '../../../messages';

export type ContractDetailStatus = 'loading' | 'ready' | 'not-found';

/**
 * One contract by id. A 404 shows the not-found state; any other failure is toasted and
 * sends the user to the applications overview (spec §8).
 */
export function useContractDetail(contractId: string) {
  const navigate = useNavigate();
  const [contract, setContract] = useState<Contract | null>(null);
  const [status, setStatus] = useState<ContractDetailStatus>('loading');

  useEffect(() => {
    let active = true;
    setStatus('loading');
    getContract(contractId)
      .then((answer) => {
        if (!active) return;
        setContract(answer);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        if (errorStatus(failure) === 404) {
          setStatus('not-found');
          return;
        }
        notifyError(errorMessage(failure, LOAD_CONTRACT_FAILED));
        void navigate(APPLICATIONS_PATH, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [contractId, navigate]);

  return { contract, setContract, status };
}
