import { api } from '@grovekeeper/shared';
import type { HistoryEntry, Pagination } from '@grovekeeper/shared';

/** A row of the estate's history: a tree's change carries its tree, the estate's own none. */
export interface EstateHistoryEntry extends HistoryEntry {
  tree: { id: string; textCode: string; title: string } | null;
}

export interface EstateHistoryPage {
  history: EstateHistoryEntry[];
  pagination: Pagination;
}

/** GET /api/estates/:id/history?page=: changes across the estate's trees, newest first. */
export function getEstateHistory(estateId: string, page: number): Promise<EstateHistoryPage> {
  return api.get<EstateHistoryPage>(`/api/estates/${encodeURIComponent(estateId)}/history`, {
    page,
  });
}
