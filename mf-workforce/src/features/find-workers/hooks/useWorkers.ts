import { useCallback, useMemo } from 'react';
import { i18nKey, useLoad } from '@grovekeeper/shared';
import type { WorkerQuery } from '@grovekeeper/shared';
import { useFixedText } from '../../common/hooks/useFixedText';
import { getWorkers } from '../api/get-workers';

/** One server page of the directory for `query`; loads again whenever the query changes. */
export function useWorkers(query: WorkerQuery) {
  const key = JSON.stringify(query);
  // The query object is rebuilt on every render; its JSON is the stable identity.
  const stableQuery = useMemo(() => JSON.parse(key) as WorkerQuery, [key]);
  const load = useCallback(() => getWorkers(stableQuery), [stableQuery]);
  const { data, status, error, retry } = useLoad(
    load,
    useFixedText(i18nKey('directory.fetchFailed')),
  );
  return {
    workers: data?.workers ?? [],
    pagination: data?.pagination ?? null,
    status,
    error,
    retry,
  };
}
