import { api } from '@grovekeeper/shared';
import type { Harvest, HarvestStatus } from '@grovekeeper/shared';
import { treePath } from '../../common/api/tree-path';

export async function setHarvestStatus(
  id: string,
  harvestId: string,
  status: HarvestStatus,
): Promise<Harvest> {
  return (
    await api.put<{ harvest: Harvest }>(
      `${treePath(id)}/harvests/${encodeURIComponent(harvestId)}`,
      {
        status,
      },
    )
  ).harvest;
}
