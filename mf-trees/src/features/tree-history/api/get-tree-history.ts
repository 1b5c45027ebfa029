import { api } from '@grovekeeper/shared';
import type { TreeHistoryPage } from '@grovekeeper/shared';

/** GET /api/trees/:id/history?page=: the tree's changes, newest first, a page at a time. */
export function getTreeHistory(treeId: string, page: number): Promise<TreeHistoryPage> {
  return api.get<TreeHistoryPage>(`/api/trees/${encodeURIComponent(treeId)}/history`, { page });
}
