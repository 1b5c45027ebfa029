import { useCallback, useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { getTree } from '../../../api/trees';

export const LOAD_TREE_FAILED = 'Failed to load tree details';

export type TreeDetailStatus = 'loading' | 'ready' | 'not-found' | 'error';

export function useTreeDetail(treeId: string) {
  const [tree, setTree] = useState<Tree | null>(null);
  const [status, setStatus] = useState<TreeDetailStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    setError(null);
    getTree(treeId)
      .then((answer) => {
        if (!active) return;
        setTree(answer);
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

  return { tree, setTree, status, error, retry };
}
