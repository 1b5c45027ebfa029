import { useCallback, useState } from 'react';
import {
  errorMessage,
  notifyError,
  notifySuccess,
  useLoad,
  withoutNotFound,
} from '@grovekeeper/shared';
import type { Harvest, HarvestStatus, NewHarvest, Tree } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { useFixedText } from '../../common/hooks/useFixedText';
import { deleteHarvest } from '../api/delete-harvest';
import { editHarvest } from '../api/edit-harvest';
import { getHarvests } from '../api/get-harvests';
import { setHarvestStatus } from '../api/set-harvest-status';
import { newestFirst } from '../utils/harvests';
import { recordHarvest } from '../utils/submit-records';
import '../../../i18n/parts/tree-detail';

/** offline: the records are not loaded (no signal); a new one can still be recorded. */
export type HarvestsStatus = 'loading' | 'ready' | 'error' | 'offline';

// One empty list for every render until the answer, so effects that follow it do not rerun.
const NO_HARVESTS: Harvest[] = [];

/**
 * The tree's harvest records, newest first; adding (through the offline queue) and reviewing
 * keep the list current.
 */
export function useHarvests(tree: Tree, loadRecords = true) {
  const treeId = tree.id;
  const load = useCallback(() => getHarvests(treeId).then(newestFirst), [treeId]);
  const fallback = useFixedText(() => t('harvests.loadFailed'));
  // The tab shows the failure in place.
  const { data, setData, status, error } = useLoad(loadRecords ? load : null, fallback, {
    toast: 'never',
  });
  const harvests = data ?? NO_HARVESTS;
  const [adding, setAdding] = useState(false);
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  const add = async (harvest: NewHarvest): Promise<boolean> => {
    setAdding(true);
    try {
      const created = await recordHarvest(tree, harvest);
      if (created && created !== 'queued') {
        setData((current) => newestFirst([created, ...(current ?? [])]));
      }
      return created !== null;
    } finally {
      setAdding(false);
    }
  };

  const changeStatus = async (harvestId: string, next: HarvestStatus): Promise<boolean> => {
    setUpdatingId(harvestId);
    try {
      const updated = await setHarvestStatus(treeId, harvestId, next);
      setData((current) =>
        (current ?? []).map((harvest) => (harvest.id === harvestId ? updated : harvest)),
      );
      notifySuccess(t('harvests.marked', { status: t(`harvests.status.${next}`) }));
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t('harvests.statusFailed')));
      return false;
    } finally {
      setUpdatingId(null);
    }
  };

  /** Changes a pending harvest's date, weight or notes; answers whether it was stored. */
  const edit = async (harvestId: string, change: NewHarvest): Promise<boolean> => {
    setUpdatingId(harvestId);
    try {
      const updated = await editHarvest(treeId, harvestId, change);
      setData((current) =>
        newestFirst(
          (current ?? []).map((harvest) => (harvest.id === harvestId ? updated : harvest)),
        ),
      );
      notifySuccess(t('harvests.edited'));
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t('harvests.editFailed')));
      return false;
    } finally {
      setUpdatingId(null);
    }
  };

  const remove = async (harvestId: string): Promise<boolean> => {
    setUpdatingId(harvestId);
    try {
      await deleteHarvest(treeId, harvestId);
      setData((current) => (current ?? []).filter((harvest) => harvest.id !== harvestId));
      notifySuccess(t('harvests.deleted'));
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t('harvests.deleteFailed')));
      return false;
    } finally {
      setUpdatingId(null);
    }
  };

  const harvestsStatus: HarvestsStatus = loadRecords ? withoutNotFound(status) : 'offline';
  return {
    harvests,
    status: harvestsStatus,
    error,
    adding,
    updatingId,
    add,
    changeStatus,
    edit,
    remove,
  };
}
