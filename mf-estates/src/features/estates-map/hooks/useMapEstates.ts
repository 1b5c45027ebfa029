import { useCallback, useMemo } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { MapEstatesQuery } from '@grovekeeper/shared';
import { getMapEstates } from '../api/get-map-estates';
import { LOAD_MAP_FAILED } from '../utils/map-filters';

/** The estates the map shows for `query`; loads again whenever the query changes. */
export function useMapEstates(query: MapEstatesQuery) {
  const key = JSON.stringify(query);
  // The query object is rebuilt on every render; its JSON is the stable identity.
  const stableQuery = useMemo(() => JSON.parse(key) as MapEstatesQuery, [key]);
  const load = useCallback(() => getMapEstates(stableQuery), [stableQuery]);
  const { data, status, error, retry } = useLoad(load, LOAD_MAP_FAILED);
  return { estates: data, status, error, retry };
}
