import { api } from '@grovekeeper/shared';

/** DELETE /api/rentals/:id: the owner removes a listing for good. */
export function deleteRental(rentalId: string): Promise<void> {
  return api.delete(`/api/rentals/${encodeURIComponent(rentalId)}`);
}
