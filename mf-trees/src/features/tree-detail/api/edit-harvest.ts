import { api } from '@grovekeeper/shared';
import type { Harvest, NewHarvest } from '@grovekeeper/shared';
import { treePath } from '../../common/api/tree-path';

/** PATCH /api/trees/:id/harvests/:harvestId: a pending harvest's date, weight or notes. */
export async function editHarvest(
  id: string,
  harvestId: string,
  change: Partial<NewHarvest>,
): Promise<Harvest> {
  return (
    await api.patch<{ harvest: Harvest }>(
      `${treePath(id)}/harvests/${encodeURIComponent(harvestId)}`,
      change,
    )
  ).harvest;
}
