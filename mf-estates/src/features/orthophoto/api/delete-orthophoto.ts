import { api } from '@grovekeeper/shared';
import { orthophotoPath } from './types';

/** DELETE /api/estates/:id/orthophoto (204; 404 without one). */
export function deleteOrthophoto(estateId: string): Promise<void> {
  return api.delete(orthophotoPath(estateId));
}
