import { matchPath } from 'react-router-dom';
import { useAuthStore } from '@grovekeeper/shared';
import { prefetchEstate } from '../features/estate-detail/api/get-estate';
import { prefetchEstateTrees } from '../features/common/api/get-estate-trees';
import { TREES_PAGE_SIZE } from '../features/estate-detail/hooks/useTreesPage';
import { SHEET_TREES_LIMIT } from '../features/print/hooks/useSheetTrees';

export interface PageChunks {
  estateDetail: () => Promise<unknown>;
  estatePrint: () => Promise<unknown>;
}

/**
 * Render-as-you-fetch for the pages opened straight from a link or a reload: when this
 * remote's routes load, the page's own chunk and its first API answers start downloading
 * together, instead of one after the other (chunk, render, then request). The pages take
 * the answers through `takeOrLoad`, so nothing is fetched twice.
 */
export function prefetchForPath(pathname: string, chunks: PageChunks): void {
  // Signed out, the guard sends the visitor to /login: nothing to fetch.
  if (!useAuthStore.getState().accessToken) return;
  const print = matchPath('/estates/:estateId/print', pathname);
  if (print?.params.estateId) {
    void chunks.estatePrint().catch(() => undefined);
    prefetchEstateTrees(print.params.estateId, { limit: SHEET_TREES_LIMIT });
    return;
  }
  const detail = matchPath('/estates/:estateId', pathname);
  if (detail?.params.estateId) {
    void chunks.estateDetail().catch(() => undefined);
    prefetchEstate(detail.params.estateId);
    prefetchEstateTrees(detail.params.estateId, { limit: TREES_PAGE_SIZE, offset: 0 });
  }
}
