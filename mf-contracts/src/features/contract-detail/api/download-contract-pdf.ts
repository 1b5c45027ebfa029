import { apiUrl, httpClient } from '@grovekeeper/shared';
import { contractPath } from '../../common/api/contract-path';

/**
 * GET /api/rental-contracts/:id/pdf as a Blob. It goes through the shared client, not a
 * plain link, because the route needs the bearer token (and the client's silent refresh).
 */
export function downloadContractPdf(contractId: string): Promise<Blob> {
  return httpClient()
    .get(apiUrl(`${contractPath(contractId)}/pdf`), { headers: { Accept: 'application/pdf' } })
    .blob();
}
