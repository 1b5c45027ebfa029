import { api } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';

/** PUT /api/estates/:id with the new name. */
export function renameEstate(estateId: string, name: string): Promise<Estate> {
  return api.put<Estate>(`/api/estates/${encodeURIComponent(estateId)}`, { name });
}
