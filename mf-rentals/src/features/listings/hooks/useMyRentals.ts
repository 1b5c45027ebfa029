import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import { getMyRentals } from '../api/get-my-rentals';

export const FETCH_RENTALS_FAILED = 'Failed to fetch rental listings';

/** The owner's own listings (My Listings), with local removal after a delete. */
export function useMyRentals() {
  const { data, setData, status, error, retry } = useLoad(getMyRentals, FETCH_RENTALS_FAILED);
  const remove = useCallback(
    (rentalId: string) => setData((list) => (list ?? []).filter((r) => r._id !== rentalId)),
    [setData],
  );
  return { rentals: data ?? [], status, error, retry, remove };
}
