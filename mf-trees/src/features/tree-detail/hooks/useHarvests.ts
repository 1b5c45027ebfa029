import { useCallback } from 'react';
import type { Harvest, HarvestStatus, NewHarvest, Tree } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { deleteHarvest } from '../api/delete-harvest';
import { editHarvest } from '../api/edit-harvest';
import { getHarvests } from '../api/get-harvests';
import { setHarvestStatus } from '../api/set-harvest-status';
import { newestFirst } from '../utils/harvests';
import { recordHarvest } from '../utils/submit-records';
import { useTreeRecords } from './useTreeRecords';
import type { TreeRecordsStatus } from './useTreeRecords';
import '../../../i18n/parts/tree-detail';

/** offline: the records are not loaded (no signal); a new one can still be recorded. */
export type HarvestsStatus = TreeRecordsStatus;

/** The list with `updated` in the place of the harvest `harvestId`. */
const replacing =
  (harvestId: string, updated: Harvest) =>
  (current: Harvest[]): Harvest[] =>
    current.map((harvest) => (harvest.id === harvestId ? updated : harvest));

/**
 * The tree's harvest records, newest first; adding (through the offline queue) and reviewing
 * keep the list current.
 */
export function useHarvests(tree: Tree, loadRecords = true) {
  const treeId = tree.id;
  const load = useCallback(() => getHarvests(treeId).then(newestFirst), [treeId]);
  const list = useTreeRecords<Harvest>(loadRecords ? load : null, () => t('harvests.loadFailed'));

  const add = (harvest: NewHarvest): Promise<boolean> =>
    list.add(
      () => recordHarvest(tree, harvest),
      (current, created) => newestFirst([created, ...current]),
    );

  const changeStatus = (harvestId: string, next: HarvestStatus): Promise<boolean> =>
    list.change(
      harvestId,
      async () => replacing(harvestId, await setHarvestStatus(treeId, harvestId, next)),
      () => t('harvests.marked', { status: t(`harvests.status.${next}`) }),
      () => t('harvests.statusFailed'),
    );

  /** Changes a pending harvest's date, weight or notes; answers whether it was stored. */
  const edit = (harvestId: string, change: NewHarvest): Promise<boolean> =>
    list.change(
      harvestId,
      async () => {
        const update = replacing(harvestId, await editHarvest(treeId, harvestId, change));
        return (current) => newestFirst(update(current));
      },
      () => t('harvests.edited'),
      () => t('harvests.editFailed'),
    );

  const remove = (harvestId: string): Promise<boolean> =>
    list.change(
      harvestId,
      async () => {
        await deleteHarvest(treeId, harvestId);
        return (current) => current.filter((harvest) => harvest.id !== harvestId);
      },
      () => t('harvests.deleted'),
      () => t('harvests.deleteFailed'),
    );

  return {
    harvests: list.records,
    status: list.status,
    error: list.error,
    adding: list.adding,
    updatingId: list.busyId,
    add,
    changeStatus,
    edit,
    remove,
  };
}
