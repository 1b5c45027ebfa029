import { api } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { contractPath } from '../../common/api/contract-path';

/** PUT /api/rental-contracts/:id/submit: draft -> pending_signature (owner only). */
export function submitContract(contractId: string): Promise<Contract> {
  return api.put<Contract>(`${contractPath(contractId)}/submit`);
}
