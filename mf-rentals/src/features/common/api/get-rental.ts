import { api } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';

/** GET /api/rentals/:id: one listing (404 when it does not exist or is not visible). */
export function getRental(rentalId: string): Promise<RentalListing> {
  return api.get<RentalListing>(`/api/rentals/${encodeURIComponent(rentalId)}`);
}
