import { api } from '@grovekeeper/shared';
import type { EstateDetail } from '@grovekeeper/shared';

/** GET /api/estates/:id: the estate with its tree counts by category. */
export function getEstate(estateId: string): Promise<EstateDetail> {
  return api.get<EstateDetail>(`/api/estates/${encodeURIComponent(estateId)}`);
}
