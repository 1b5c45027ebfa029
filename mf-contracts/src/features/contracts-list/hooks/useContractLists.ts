import { useCallback, useEffect, useState } from 'react';
import { errorMessage, notifyError } from '@grovekeeper/shared';
import type { ContractPage } from '../../../api/contract-page';
import { getMyContracts } from '../../../api/get-my-contracts';
import { getPendingContracts } from '../../../api/get-pending-contracts';
import { LOAD_CONTRACTS_FAILED, LOAD_PENDING_CONTRACTS_FAILED } from '../../../messages';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface ContractList extends ContractPage {
  status: ListStatus;
  error: string | null;
}

const loading: ContractList = { contracts: [], status: 'loading', error: null };

function settle(result: PromiseSettledResult<ContractPage>, fallback: string): ContractList {
  return result.status === 'fulfilled'
    ? { ...result.value, status: 'ready', error: null }
    : { contracts: [], status: 'error', error: errorMessage(result.reason, fallback) };
}

/**
 * Both lists of the contracts screen, fetched in parallel. One failing leaves the other
 * usable; the toast names the first failure (the notifier shows one toast at a time).
 */
export function useContractLists() {
  const [mine, setMine] = useState<ContractList>(loading);
  const [pending, setPending] = useState<ContractList>(loading);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setMine(loading);
    setPending(loading);
    void Promise.allSettled([getMyContracts(), getPendingContracts()]).then(([my, waiting]) => {
      if (!active) return;
      const nextMine = settle(my, LOAD_CONTRACTS_FAILED);
      const nextPending = settle(waiting, LOAD_PENDING_CONTRACTS_FAILED);
      setMine(nextMine);
      setPending(nextPending);
      const failure = nextMine.error ?? nextPending.error;
      if (failure) notifyError(failure);
    });
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { mine, pending, retry };
}
