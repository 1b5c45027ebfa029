import { useCallback, useState } from 'react';
import {
  errorMessage,
  notifyError,
  notifySuccess,
  i18nKey,
  useLoad,
  withoutNotFound,
} from '@grovekeeper/shared';
import { deleteOrthophoto } from '../api/delete-orthophoto';
import { getOrthophoto } from '../api/get-orthophoto';
import { useLoadFallback, useT } from '../../../i18n';
import '../../../i18n/parts/orthophoto';

export type OrthophotoStatus = 'loading' | 'ready' | 'error';

/** The estate's orthophoto (null: none yet), reloaded with `retry`, removed with `remove`. */
export function useOrthophoto(estateId: string) {
  const { t } = useT();
  const fallback = useLoadFallback(i18nKey('orthophoto.loadFailed'));
  const load = useCallback(() => getOrthophoto(estateId), [estateId]);
  // The card shows the failure in place, with its own retry.
  const { data, setData, status, error, retry } = useLoad(load, fallback, {
    toast: 'never',
  });
  const [removing, setRemoving] = useState(false);

  /** DELETE; true when the orthophoto is gone. */
  const remove = async (): Promise<boolean> => {
    setRemoving(true);
    try {
      await deleteOrthophoto(estateId);
      setData(null);
      notifySuccess(t('orthophoto.removedTitle'), t('orthophoto.removed'));
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t('orthophoto.removeFailed')));
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
