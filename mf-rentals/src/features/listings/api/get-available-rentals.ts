import { api } from '@grovekeeper/shared';
import type { RentalListingPage, RentalListingQuery } from '@grovekeeper/shared';

/**
 * GET /api/rentals/available: one page of listings, filtered and paged by the server.
 * Empty filters are left out of the query string.
 */
export function getAvailableRentals(query: RentalListingQuery = {}): Promise<RentalListingPage> {
  const searchParams: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    searchParams[key] = value as string | number | boolean;
  }
  return api.get<RentalListingPage>('/api/rentals/available', searchParams);
}
