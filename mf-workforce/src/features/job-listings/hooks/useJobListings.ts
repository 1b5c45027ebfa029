import { useCallback, useMemo } from 'react';
import { i18nKey, useLoad } from '@grovekeeper/shared';
import type { JobListingQuery } from '@grovekeeper/shared';
import { useFixedText } from '../../common/hooks/useFixedText';
import { getJobListings } from '../api/get-job-listings';

/** The jobs matching `query`; loads again whenever the query changes. */
export function useJobListings(query: JobListingQuery) {
  const key = JSON.stringify(query);
  // The query object is rebuilt on every render; its JSON is the stable identity.
  const stableQuery = useMemo(() => JSON.parse(key) as JobListingQuery, [key]);
  const load = useCallback(() => getJobListings(stableQuery), [stableQuery]);
  const { data, status, error, retry } = useLoad(
    load,
    useFixedText(i18nKey('listings.fetchFailed')),
  );
  return { jobListings: data ?? [], status, error, retry };
}
