import { useEffect } from 'react';
import { errorMessage, notifyError, useLoad } from '@grovekeeper/shared';
import type { ContractPage } from '../api/contract-page';
import { getMyContracts } from '../api/get-my-contracts';
import { getPendingContracts } from '../api/get-pending-contracts';
import { LOAD_CONTRACTS_FAILED, LOAD_PENDING_CONTRACTS_FAILED } from '../../common/utils/messages';
import { t, useT } from '../../../i18n';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface ContractList extends ContractPage {
  status: ListStatus;
  error: string | null;
}

const loading: ContractList = { contracts: [], status: 'loading', error: null };

function settle(result: PromiseSettledResult<ContractPage>, fallback: string): ContractList {
  return result.status === 'fulfilled'
    ? { ...result.value, status: 'ready', error: null }
    : { contracts: [], status: 'error', error: errorMessage(result.reason, t(fallback)) };
}

/** Both lists at once; each settles on its own, so the load itself never fails. */
async function loadBoth(): Promise<{ mine: ContractList; pending: ContractList }> {
  const [my, waiting] = await Promise.allSettled([getMyContracts(), getPendingContracts()]);
  return {
    mine: settle(my, LOAD_CONTRACTS_FAILED),
    pending: settle(waiting, LOAD_PENDING_CONTRACTS_FAILED),
  };
}

/**
 * Both lists of the contracts screen, fetched in parallel. One failing leaves the other
 * usable; the toast names the first failure (the notifier shows one toast at a time).
 */
export function useContractLists() {
  const { t: translate } = useT();
  const { data, status, retry } = useLoad(loadBoth, translate(LOAD_CONTRACTS_FAILED));

  useEffect(() => {
    // Once per answer: a retry brings a new answer object.
    const failure = data && (data.mine.error ?? data.pending.error);
    if (failure) notifyError(failure);
  }, [data]);

  const ready = status === 'ready' && data !== null;
  return {
    mine: ready ? data.mine : loading,
    pending: ready ? data.pending : loading,
    retry,
  };
}
