import { useCallback, useMemo } from 'react';
import { i18nKey, useLoad } from '@grovekeeper/shared';
import type { MapEstatesQuery } from '@grovekeeper/shared';
import { getMapEstates } from '../api/get-map-estates';
import { useLoadFallback } from '../../../i18n';
import '../../../i18n/parts/estatesMap';

/** The estates the map shows for `query`; loads again whenever the query changes. */
export function useMapEstates(query: MapEstatesQuery) {
  const fallback = useLoadFallback(i18nKey('estatesMap.loadFailed'));
  const key = JSON.stringify(query);
  // The query object is rebuilt on every render; its JSON is the stable identity.
  const stableQuery = useMemo(() => JSON.parse(key) as MapEstatesQuery, [key]);
  const load = useCallback(() => getMapEstates(stableQuery), [stableQuery]);
  const { data, status, error, retry } = useLoad(load, fallback);
  return { estates: data, status, error, retry };
}
