import { api } from '@grovekeeper/shared';
import type { EstateTreesPage } from '@grovekeeper/shared';

export interface EstateTreesQuery {
  limit?: number;
  offset?: number;
}

/** GET /api/estates/:id/trees: one page of compact trees and the total. */
export function getEstateTrees(
  estateId: string,
  { limit = 1000, offset = 0 }: EstateTreesQuery = {},
): Promise<EstateTreesPage> {
  return api.get<EstateTreesPage>(`/api/estates/${encodeURIComponent(estateId)}/trees`, {
    limit,
    offset,
  });
}
