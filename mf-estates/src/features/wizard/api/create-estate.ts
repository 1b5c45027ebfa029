import { api } from '@grovekeeper/shared';
import type { Estate, NewEstate } from '@grovekeeper/shared';

/** POST /api/estates; with autoGenerateTrees the server also plants treeCount trees. */
export function createEstate(estate: NewEstate): Promise<Estate> {
  return api.post<Estate>('/api/estates', estate);
}
