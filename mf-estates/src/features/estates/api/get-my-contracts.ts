import { api, earlyAnswer } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';

/** GET /api/rental-contracts/my?role=all: the user's contracts, as owner or as tenant. */
export async function getMyContracts(): Promise<Contract[]> {
  const body = await api.get<{ contracts?: Contract[] }>('/api/rental-contracts/my', {
    role: 'all',
  });
  return Array.isArray(body.contracts) ? body.contracts : [];
}

/** The contracts the dashboard's first paint counted, for its first render (see earlyAnswer). */
export function earlyMyContracts(): Contract[] | undefined {
  const body = earlyAnswer('/api/rental-contracts/my?role=all') as
    { contracts?: unknown } | undefined;
  return Array.isArray(body?.contracts) ? (body.contracts as Contract[]) : undefined;
}
