import { useCallback, useState } from 'react';
import {
  errorMessage,
  notifyError,
  notifySuccess,
  useLoad,
  withoutNotFound,
} from '@grovekeeper/shared';
import type { Harvest, HarvestStatus, NewHarvest } from '@grovekeeper/shared';
import { addHarvest } from '../api/add-harvest';
import { getHarvests } from '../api/get-harvests';
import { setHarvestStatus } from '../api/set-harvest-status';
import { newestFirst } from '../utils/harvests';

export const LOAD_HARVESTS_FAILED = 'Failed to load harvests';
export const ADD_HARVEST_FAILED = 'Failed to add harvest record';
export const UPDATE_HARVEST_STATUS_FAILED = 'Failed to update harvest status';

export type HarvestsStatus = 'loading' | 'ready' | 'error';

// One empty list for every render until the answer, so effects that follow it do not rerun.
const NO_HARVESTS: Harvest[] = [];

/** The tree's harvest records, newest first; adding and reviewing keep the list current. */
export function useHarvests(treeId: string) {
  const load = useCallback(() => getHarvests(treeId).then(newestFirst), [treeId]);
  // The tab shows the failure in place.
  const { data, setData, status, error } = useLoad(load, LOAD_HARVESTS_FAILED, {
    toast: 'never',
  });
  const harvests = data ?? NO_HARVESTS;
  const [adding, setAdding] = useState(false);
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  const add = async (harvest: NewHarvest): Promise<boolean> => {
    setAdding(true);
    try {
      const created = await addHarvest(treeId, harvest);
      setData((current) => newestFirst([created, ...(current ?? [])]));
      notifySuccess('Harvest record added');
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, ADD_HARVEST_FAILED));
      return false;
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
      notifySuccess(`Harvest marked ${next}`);
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, UPDATE_HARVEST_STATUS_FAILED));
      return false;
    } finally {
      setUpdatingId(null);
    }
  };

  const harvestsStatus: HarvestsStatus = withoutNotFound(status);
  return { harvests, status: harvestsStatus, error, adding, updatingId, add, changeStatus };
}
