import { useCallback } from 'react';
import { i18nKey, useLoad } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { useFixedText } from '../../common/hooks/useFixedText';
import { getMyJobListings } from '../api/get-my-job-listings';

/** The owner's listings, with local updates after a status change or a delete. */
export function useMyJobListings() {
  const { data, setData, status, error, retry } = useLoad(
    getMyJobListings,
    useFixedText(i18nKey('mine.fetchFailed')),
  );
  const replace = useCallback(
    (listing: JobListing) =>
      setData((list) =>
        (list ?? []).map((item) => (item._id === listing._id ? { ...item, ...listing } : item)),
      ),
    [setData],
  );
  const remove = useCallback(
    (id: string) => setData((list) => (list ?? []).filter((item) => item._id !== id)),
    [setData],
  );
  return { listings: data ?? [], status, error, retry, replace, remove };
}
