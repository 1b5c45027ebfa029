import { useEffect, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { Harvest, HarvestStatus, NewHarvest } from '@grovekeeper/shared';
import { addHarvest, getHarvests, setHarvestStatus } from '../../../api/trees';
import { newestFirst } from '../utils/harvests';

export const LOAD_HARVESTS_FAILED = 'Failed to load harvests';
export const ADD_HARVEST_FAILED = 'Failed to add harvest record';
export const UPDATE_HARVEST_STATUS_FAILED = 'Failed to update harvest status';

export type HarvestsStatus = 'loading' | 'ready' | 'error';

/** The tree's harvest records, newest first; adding and reviewing keep the list current. */
export function useHarvests(treeId: string) {
  const [harvests, setHarvests] = useState<Harvest[]>([]);
  const [status, setStatus] = useState<HarvestsStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    getHarvests(treeId)
      .then((answer) => {
        if (!active) return;
        setHarvests(newestFirst(answer));
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setError(errorMessage(failure, LOAD_HARVESTS_FAILED));
        setStatus('error');
      });
    return () => {
      active = false;
    };
  }, [treeId]);

  const add = async (harvest: NewHarvest): Promise<boolean> => {
    setAdding(true);
    try {
      const created = await addHarvest(treeId, harvest);
      setHarvests((current) => newestFirst([created, ...current]));
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
      setHarvests((current) =>
        current.map((harvest) => (harvest.id === harvestId ? updated : harvest)),
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

  return { harvests, status, error, adding, updatingId, add, changeStatus };
}
