import { api } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { contractPath } from '../../common/api/contract-path';

/** GET /api/rental-contracts/:id (a party only; anyone else gets 404). */
export function getContract(contractId: string): Promise<Contract> {
  return api.get<Contract>(contractPath(contractId));
}
