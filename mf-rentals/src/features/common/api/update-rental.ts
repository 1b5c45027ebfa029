import { api } from '@grovekeeper/shared';
import type { RentalListing, RentalListingUpdate } from '@grovekeeper/shared';

/** PUT /api/rentals/:id: the owner changes the listing; answers the updated listing. */
export function updateRental(
  rentalId: string,
  update: RentalListingUpdate,
): Promise<RentalListing> {
  return api.put<RentalListing>(`/api/rentals/${encodeURIComponent(rentalId)}`, update);
}
