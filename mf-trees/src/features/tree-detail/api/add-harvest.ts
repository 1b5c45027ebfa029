import { api } from '@grovekeeper/shared';
import type { Harvest, NewHarvest } from '@grovekeeper/shared';
import { treePath } from '../../common/api/tree-path';

export async function addHarvest(id: string, harvest: NewHarvest): Promise<Harvest> {
  return (await api.post<{ harvest: Harvest }>(`${treePath(id)}/harvests`, harvest)).harvest;
}
