import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { getMyRentals } from '../api/get-my-rentals';
import '../../../i18n/parts/listings';

/** The owner's own listings (My Listings), with local removal after a delete. */
export function useMyRentals() {
  const { t } = useT();
  const { data, setData, status, error, retry } = useLoad(getMyRentals, t('listings.fetchFailed'));
  const remove = useCallback(
    (rentalId: string) => setData((list) => (list ?? []).filter((r) => r._id !== rentalId)),
    [setData],
  );
  return { rentals: data ?? [], status, error, retry, remove };
}
