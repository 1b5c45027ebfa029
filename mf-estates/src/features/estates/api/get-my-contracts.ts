import { api } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';

/** GET /api/rental-contracts/my?role=all: the user's contracts, as owner or as tenant. */
export async function getMyContracts(): Promise<Contract[]> {
  const body = await api.get<{ contracts?: Contract[] }>('/api/rental-contracts/my', {
    role: 'all',
  });
  return Array.isArray(body.contracts) ? body.contracts : [];
}
