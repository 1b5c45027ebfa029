import { api } from '@grovekeeper/shared';
import type { NewRentalListing, RentalListing } from '@grovekeeper/shared';

/** POST /api/rentals: a new listing, saved as draft or published as available. */
export function createRental(listing: NewRentalListing): Promise<RentalListing> {
  return api.post<RentalListing>('/api/rentals', listing);
}
