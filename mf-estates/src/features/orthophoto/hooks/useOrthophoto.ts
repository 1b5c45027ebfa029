import { useCallback, useEffect, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { deleteOrthophoto } from '../api/delete-orthophoto';
import { getOrthophoto } from '../api/get-orthophoto';
import type { Orthophoto } from '../api/types';

export type OrthophotoStatus = 'loading' | 'ready' | 'error';

export const LOAD_FAILED = 'Failed to load the aerial image';

/** The estate's orthophoto (null: none yet), reloaded with `retry`, removed with `remove`. */
export function useOrthophoto(estateId: string) {
  const [orthophoto, setOrthophoto] = useState<Orthophoto | null>(null);
  const [status, setStatus] = useState<OrthophotoStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    getOrthophoto(estateId)
      .then((answer) => {
        if (!active) return;
        setOrthophoto(answer);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setError(errorMessage(failure, LOAD_FAILED));
        setStatus('error');
      });
    return () => {
      active = false;
    };
  }, [estateId, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);

  /** DELETE; true when the orthophoto is gone. */
  const remove = async (): Promise<boolean> => {
    setRemoving(true);
    try {
      await deleteOrthophoto(estateId);
      setOrthophoto(null);
      notifySuccess('Aerial image removed', 'Upload another orthophoto to detect trees from it.');
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, 'Failed to remove the aerial image'));
      return false;
    } finally {
      setRemoving(false);
    }
  };

  return { orthophoto, setOrthophoto, status, error, retry, remove, removing };
}
