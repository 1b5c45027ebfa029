import { api } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { FETCH_PENDING_CONTRACTS_FAILED } from '../../common/utils/messages';

/** GET /api/rental-contracts/pending-signature: contracts waiting for the user's signature. */
export async function getPendingContracts(): Promise<Contract[]> {
  const body = await api.get<{ contracts?: unknown }>('/api/rental-contracts/pending-signature');
  if (!Array.isArray(body.contracts)) throw new Error(FETCH_PENDING_CONTRACTS_FAILED);
  return body.contracts as Contract[];
}
