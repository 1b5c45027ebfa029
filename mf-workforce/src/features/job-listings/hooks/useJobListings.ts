import { useCallback, useMemo } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { JobListingQuery } from '@grovekeeper/shared';
import { getJobListings } from '../api/get-job-listings';

export const FETCH_JOB_LISTINGS_FAILED = 'Failed to fetch job listings';

/** The jobs matching `query`; loads again whenever the query changes. */
export function useJobListings(query: JobListingQuery) {
  const key = JSON.stringify(query);
  // The query object is rebuilt on every render; its JSON is the stable identity.
  const stableQuery = useMemo(() => JSON.parse(key) as JobListingQuery, [key]);
  const load = useCallback(() => getJobListings(stableQuery), [stableQuery]);
  const { data, status, error, retry } = useLoad(load, FETCH_JOB_LISTINGS_FAILED);
  return { jobListings: data ?? [], status, error, retry };
}
