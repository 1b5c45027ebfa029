import { api } from '@grovekeeper/shared';
import type { RentalApplication } from '@grovekeeper/shared';

export type ApplicationDecision = 'approved' | 'rejected';

/** PUT /api/rentals/applications/:id: the owner approves or rejects a pending application. */
export function updateApplicationStatus(
  applicationId: string,
  status: ApplicationDecision,
): Promise<RentalApplication> {
  return api.put<RentalApplication>(
    `/api/rentals/applications/${encodeURIComponent(applicationId)}`,
    { status },
  );
}
