import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { getMyJobListings } from '../api/get-my-job-listings';

export const FETCH_MY_JOB_LISTINGS_FAILED = 'Failed to fetch your job listings';

/** The owner's listings, with local updates after a status change or a delete. */
export function useMyJobListings() {
  const { data, setData, status, error, retry } = useLoad(
    getMyJobListings,
    FETCH_MY_JOB_LISTINGS_FAILED,
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
