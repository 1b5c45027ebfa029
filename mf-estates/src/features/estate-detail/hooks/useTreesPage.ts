import { useCallback } from 'react';
import { i18nKey, useLoad, withoutNotFound } from '@grovekeeper/shared';
import type { CompactTree } from '@grovekeeper/shared';
import { useLoadFallback } from '../../../i18n';
import { getEstateTrees } from '../../common/api/get-estate-trees';
import '../../../i18n/parts/detail';

/** Trees per page of the list: 10,000 trees stay a cheap DOM. */
export const TREES_PAGE_SIZE = 60;

export type TreesStatus = 'loading' | 'ready' | 'error';

// One empty list for every render until the answer, so effects that follow it do not rerun.
const NO_TREES: CompactTree[] = [];

/** One page (1-based) of the estate's trees, fetched from the server. */
export function useTreesPage(estateId: string, page: number) {
  const fallback = useLoadFallback(i18nKey('trees.loadFailed'));
  const load = useCallback(
    () =>
      getEstateTrees(estateId, { limit: TREES_PAGE_SIZE, offset: (page - 1) * TREES_PAGE_SIZE }),
    [estateId, page],
  );
  // The page's failure shows in place, in the trees section.
  const { data, status, error, retry } = useLoad(load, fallback, { toast: 'never' });
  const treesStatus: TreesStatus = withoutNotFound(status);
  return {
    trees: data?.trees ?? NO_TREES,
    total: data?.total ?? 0,
    status: treesStatus,
    error,
    /** Fetches the page again (after trees were added). */
    reload: retry,
  };
}
