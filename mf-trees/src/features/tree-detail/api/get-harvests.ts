import { api } from '@grovekeeper/shared';
import type { Harvest } from '@grovekeeper/shared';
import { treePath } from '../../common/api/tree-path';

/** GET /api/trees/:id/harvests, newest first. */
export async function getHarvests(id: string): Promise<Harvest[]> {
  return (await api.get<{ harvests: Harvest[] }>(`${treePath(id)}/harvests`)).harvests;
}
