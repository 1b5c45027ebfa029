import { api } from '@grovekeeper/shared';
import type { Contract, ContractTermsUpdate } from '@grovekeeper/shared';
import { contractPath } from '../../common/api/contract-path';

/** PUT /api/rental-contracts/:id/terms: the owner changes the terms of a draft. */
export function updateContractTerms(
  contractId: string,
  terms: ContractTermsUpdate,
): Promise<Contract> {
  return api.put<Contract>(`${contractPath(contractId)}/terms`, terms);
}
