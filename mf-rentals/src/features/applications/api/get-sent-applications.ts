import { api } from '@grovekeeper/shared';
import type { RentalApplication } from '@grovekeeper/shared';

/** GET /api/rentals/applications/sent: the applications I sent to other owners. */
export async function getSentApplications(): Promise<RentalApplication[]> {
  const body = await api.get<{ applications: RentalApplication[] }>(
    '/api/rentals/applications/sent',
  );
  return body.applications;
}
