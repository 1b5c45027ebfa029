import { api } from '@grovekeeper/shared';
import type { RentalApplication } from '@grovekeeper/shared';

export interface RentalApplicationRequest {
  /** YYYY-MM-DD, not before today. */
  startDate: string;
  message: string;
}

/** POST /api/rentals/:id/apply: a non-owner asks to rent the listing. */
export function applyForRental(
  rentalId: string,
  request: RentalApplicationRequest,
): Promise<RentalApplication> {
  return api.post<RentalApplication>(`/api/rentals/${encodeURIComponent(rentalId)}/apply`, request);
}
