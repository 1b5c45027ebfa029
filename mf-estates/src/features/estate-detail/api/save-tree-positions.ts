import { api } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

export interface TreePosition {
  id: string;
  coordinates: LatLng;
}

/** PUT /api/estates/:id/trees/positions: moves several trees in one request. */
export function saveTreePositions(
  estateId: string,
  positions: TreePosition[],
): Promise<{ updated: number }> {
  return api.put<{ updated: number }>(
    `/api/estates/${encodeURIComponent(estateId)}/trees/positions`,
    { positions },
  );
}
