import { api } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { contractPath } from '../../common/api/contract-path';

/** PUT /api/rental-contracts/:id/sign: the caller's side signs a pending_signature contract. */
export function signContract(contractId: string, signatureData: string): Promise<Contract> {
  return api.put<Contract>(`${contractPath(contractId)}/sign`, { signatureData });
}
