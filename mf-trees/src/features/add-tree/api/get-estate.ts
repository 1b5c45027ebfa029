import { api } from '@grovekeeper/shared';
import type { EstateDetail } from '@grovekeeper/shared';

/** GET /api/estates/:id (owner only): the boundary for location pickers. */
export function getEstate(estateId: string): Promise<EstateDetail> {
  return api.get<EstateDetail>(`/api/estates/${encodeURIComponent(estateId)}`);
}
