import { api } from '@grovekeeper/shared';
import type { EstateTreesPage } from '@grovekeeper/shared';
import { prefetch, takeOrLoad } from '../utils/prefetch-cache';

export interface EstateTreesQuery {
  limit?: number;
  offset?: number;
}

const path = (estateId: string) => `/api/estates/${encodeURIComponent(estateId)}/trees`;

function fetchTrees(estateId: string, limit: number, offset: number): Promise<EstateTreesPage> {
  return api.get<EstateTreesPage>(path(estateId), { limit, offset });
}

/** GET /api/estates/:id/trees: one page of compact trees and the total. */
export function getEstateTrees(
  estateId: string,
  { limit = 1000, offset = 0 }: EstateTreesQuery = {},
): Promise<EstateTreesPage> {
  return takeOrLoad(`${path(estateId)}?${limit}&${offset}`, () =>
    fetchTrees(estateId, limit, offset),
  );
}

/** Starts one page's request before the page asks for it (see prefetch/route-prefetch). */
export function prefetchEstateTrees(
  estateId: string,
  { limit = 1000, offset = 0 }: EstateTreesQuery = {},
): void {
  prefetch(`${path(estateId)}?${limit}&${offset}`, () => fetchTrees(estateId, limit, offset));
}
