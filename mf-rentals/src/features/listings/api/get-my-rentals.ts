import { api } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';

/** GET /api/rentals/my: the signed-in owner's listings, drafts included. */
export async function getMyRentals(): Promise<RentalListing[]> {
  const body = await api.get<{ rentals: RentalListing[] }>('/api/rentals/my');
  return body.rentals;
}
