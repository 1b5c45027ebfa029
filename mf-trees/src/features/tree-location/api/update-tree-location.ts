import { api } from '@grovekeeper/shared';
import type { LatLng, Tree } from '@grovekeeper/shared';
import { treePath } from '../../common/api/tree-path';

/** PUT /api/trees/:id/location: inside the estate boundary, else 400. */
export async function updateTreeLocation(id: string, coordinates: LatLng): Promise<Tree> {
  return (await api.put<{ tree: Tree }>(`${treePath(id)}/location`, { coordinates })).tree;
}
