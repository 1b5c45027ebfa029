import { useCallback, useMemo } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { RentalListingQuery } from '@grovekeeper/shared';
import { getAvailableRentals } from '../api/get-available-rentals';
import { useT } from '../../../i18n';
import '../../../i18n/parts/listings';

/** One server page of listings for `query`; loads again whenever the query changes. */
export function useAvailableRentals(query: RentalListingQuery) {
  const { t } = useT();
  const key = JSON.stringify(query);
  // The query object is rebuilt on every render; its JSON is the stable identity.
  const stableQuery = useMemo(() => JSON.parse(key) as RentalListingQuery, [key]);
  const load = useCallback(() => getAvailableRentals(stableQuery), [stableQuery]);
  const { data, setData, status, error, retry } = useLoad(load, t('listings.fetchFailed'));
  const remove = useCallback(
    (rentalId: string) =>
      setData((page) =>
        page ? { ...page, rentals: page.rentals.filter((r) => r._id !== rentalId) } : page,
      ),
    [setData],
  );
  return {
    rentals: data?.rentals ?? [],
    pagination: data?.pagination ?? null,
    status,
    error,
    retry,
    remove,
  };
}
