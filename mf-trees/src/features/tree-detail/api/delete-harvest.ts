import { api } from '@grovekeeper/shared';
import { treePath } from '../../common/api/tree-path';

/** DELETE /api/trees/:id/harvests/:harvestId. */
export async function deleteHarvest(id: string, harvestId: string): Promise<void> {
  await api.delete(`${treePath(id)}/harvests/${encodeURIComponent(harvestId)}`);
}
