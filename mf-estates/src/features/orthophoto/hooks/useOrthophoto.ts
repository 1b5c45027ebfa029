import { useCallback, useState } from 'react';
import {
  errorMessage,
  notifyError,
  notifySuccess,
  useLoad,
  withoutNotFound,
} from '@grovekeeper/shared';
import { deleteOrthophoto } from '../api/delete-orthophoto';
import { getOrthophoto } from '../api/get-orthophoto';

export type OrthophotoStatus = 'loading' | 'ready' | 'error';

export const LOAD_FAILED = 'Failed to load the aerial image';

/** The estate's orthophoto (null: none yet), reloaded with `retry`, removed with `remove`. */
export function useOrthophoto(estateId: string) {
  const load = useCallback(() => getOrthophoto(estateId), [estateId]);
  // The card shows the failure in place, with its own retry.
  const { data, setData, status, error, retry } = useLoad(load, LOAD_FAILED, { toast: 'never' });
  const [removing, setRemoving] = useState(false);

  /** DELETE; true when the orthophoto is gone. */
  const remove = async (): Promise<boolean> => {
    setRemoving(true);
    try {
      await deleteOrthophoto(estateId);
      setData(null);
      notifySuccess('Aerial image removed', 'Upload another orthophoto to detect trees from it.');
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, 'Failed to remove the aerial image'));
      return false;
    } finally {
      setRemoving(false);
    }
  };

  const orthophotoStatus: OrthophotoStatus = withoutNotFound(status);
  return {
    orthophoto: data,
    setOrthophoto: setData,
    status: orthophotoStatus,
    error,
    retry,
    remove,
    removing,
  };
}
