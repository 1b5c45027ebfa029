import { useCallback, useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '@grovekeeper/shared';
import type { PublicTreeTag } from '@grovekeeper/shared';
import { getPublicTreeTag } from '../../../api/trees';
import { LOAD_TREE_FAILED } from '../../tree-detail/hooks/useTreeDetail';

export type TreeTagStatus = 'loading' | 'ready' | 'not-found' | 'error';

/** What a scanned tag shows, readable without signing in. */
export function useTreeTag(treeId: string) {
  const [tag, setTag] = useState<PublicTreeTag | null>(null);
  const [status, setStatus] = useState<TreeTagStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    setError(null);
    getPublicTreeTag(treeId)
      .then((answer) => {
        if (!active) return;
        setTag(answer);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setError(errorMessage(failure, LOAD_TREE_FAILED));
        setStatus(errorStatus(failure) === 404 ? 'not-found' : 'error');
      });
    return () => {
      active = false;
    };
  }, [treeId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { tag, status, error, retry };
}
