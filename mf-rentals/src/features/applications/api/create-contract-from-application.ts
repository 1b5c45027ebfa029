import { api } from '@grovekeeper/shared';
import type { Contract, NewContractFromApplication } from '@grovekeeper/shared';

/** POST /api/rental-contracts/from-application/:applicationId: a draft contract. */
export function createContractFromApplication(
  applicationId: string,
  request: NewContractFromApplication,
): Promise<Contract> {
  return api.post<Contract>(
    `/api/rental-contracts/from-application/${encodeURIComponent(applicationId)}`,
    request,
  );
}
