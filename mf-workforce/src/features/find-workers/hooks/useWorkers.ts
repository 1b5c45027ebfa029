import { useCallback, useMemo } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { WorkerQuery } from '@grovekeeper/shared';
import { getWorkers } from '../api/get-workers';

export const FETCH_WORKERS_FAILED = 'Failed to fetch workers';

/** One server page of the directory for `query`; loads again whenever the query changes. */
export function useWorkers(query: WorkerQuery) {
  const key = JSON.stringify(query);
  // The query object is rebuilt on every render; its JSON is the stable identity.
  const stableQuery = useMemo(() => JSON.parse(key) as WorkerQuery, [key]);
  const load = useCallback(() => getWorkers(stableQuery), [stableQuery]);
  const { data, status, error, retry } = useLoad(load, FETCH_WORKERS_FAILED);
  return {
    workers: data?.workers ?? [],
    pagination: data?.pagination ?? null,
    status,
    error,
    retry,
  };
}
