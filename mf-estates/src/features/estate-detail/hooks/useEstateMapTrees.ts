import { useCallback } from 'react';
import type { SetStateAction } from 'react';
import { i18nKey, useLoad } from '@grovekeeper/shared';
import type { CompactTree } from '@grovekeeper/shared';
import { useLoadFallback } from '../../../i18n';
import { getEstateTrees } from '../../common/api/get-estate-trees';
import '../../../i18n/parts/detail';

/** The API's largest page: the map shows every tree of the estate. */
export const MAP_TREES_LIMIT = 10000;

// One empty list for every render until the answer, so effects that follow it do not rerun.
const NO_TREES: CompactTree[] = [];

/** Every tree of the estate for the map; a failure toasts and leaves the map without trees. */
export function useEstateMapTrees(estateId: string) {
  const fallback = useLoadFallback(i18nKey('detailMap.loadFailed'));
  const load = useCallback(
    () => getEstateTrees(estateId, { limit: MAP_TREES_LIMIT }).then((answer) => answer.trees),
    [estateId],
  );
  const { data, setData, status } = useLoad(load, fallback, { toast: 'always' });

  // Trees placed or moved on the map join the loaded list without loading it again.
  const setTrees = useCallback(
    (next: SetStateAction<CompactTree[]>) =>
      setData((current) => (typeof next === 'function' ? next(current ?? []) : next)),
    [setData],
  );

  return { trees: data ?? NO_TREES, setTrees, loading: status === 'loading' };
}
