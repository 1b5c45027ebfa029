import { api } from '@grovekeeper/shared';
import type { CompactTree, LatLng } from '@grovekeeper/shared';

/** POST /api/estates/:id/trees: answers the created tree (spec: `{ tree }`). */
export async function createTree(
  estateId: string,
  body: { title: string; category: string; coordinates: LatLng },
): Promise<CompactTree> {
  return (
    await api.post<{ tree: CompactTree }>(
      `/api/estates/${encodeURIComponent(estateId)}/trees`,
      body,
    )
  ).tree;
}
