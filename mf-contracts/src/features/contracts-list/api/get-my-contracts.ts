import { api } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { FETCH_CONTRACTS_FAILED } from '../../common/utils/messages';

/** GET /api/rental-contracts/my?role=all: every contract the user is a party to. */
export async function getMyContracts(): Promise<Contract[]> {
  const body = await api.get<{ contracts?: unknown }>('/api/rental-contracts/my', { role: 'all' });
  if (!Array.isArray(body.contracts)) throw new Error(FETCH_CONTRACTS_FAILED);
  return body.contracts as Contract[];
}
