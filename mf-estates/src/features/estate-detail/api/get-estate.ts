import { api } from '@grovekeeper/shared';
import type { EstateDetail } from '@grovekeeper/shared';
import { prefetch, takeOrLoad } from '../../common/utils/prefetch-cache';

const path = (estateId: string) => `/api/estates/${encodeURIComponent(estateId)}`;

/** GET /api/estates/:id: the estate with its tree counts by category. */
export function getEstate(estateId: string): Promise<EstateDetail> {
  return takeOrLoad(path(estateId), () => api.get<EstateDetail>(path(estateId)));
}

/** Starts GET /api/estates/:id before the page asks for it (see prefetch/route-prefetch). */
export function prefetchEstate(estateId: string): void {
  prefetch(path(estateId), () => api.get<EstateDetail>(path(estateId)));
}
