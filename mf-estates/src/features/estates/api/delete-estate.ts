import { api } from '@grovekeeper/shared';

/** DELETE /api/estates/:id: removes the estate with all its trees. */
export function deleteEstate(estateId: string): Promise<void> {
  return api.delete(`/api/estates/${encodeURIComponent(estateId)}`);
}
