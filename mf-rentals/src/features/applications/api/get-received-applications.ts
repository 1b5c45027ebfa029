import { api } from '@grovekeeper/shared';
import type { RentalApplication } from '@grovekeeper/shared';

/** GET /api/rentals/applications/received: applications for my estates, optionally one rental's. */
export async function getReceivedApplications(rentalId?: string): Promise<RentalApplication[]> {
  const body = await api.get<{ applications: RentalApplication[] }>(
    '/api/rentals/applications/received',
    rentalId ? { rentalId } : undefined,
  );
  return body.applications;
}
