import { useEffect, useState } from 'react';
import { errorMessage } from '@grovekeeper/shared';
import type { CompactTree } from '@grovekeeper/shared';
import { getEstateTrees } from '../api/get-estate-trees';

/** Trees per page of the list: 10,000 trees stay a cheap DOM. */
export const TREES_PAGE_SIZE = 60;

export type TreesStatus = 'loading' | 'ready' | 'error';

/** One page (1-based) of the estate's trees, fetched from the server. */
export function useTreesPage(estateId: string, page: number) {
  const [trees, setTrees] = useState<CompactTree[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<TreesStatus>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    getEstateTrees(estateId, { limit: TREES_PAGE_SIZE, offset: (page - 1) * TREES_PAGE_SIZE })
      .then((answer) => {
        if (!active) return;
        setTrees(answer.trees);
        setTotal(answer.total);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setError(errorMessage(failure, 'Failed to load trees'));
        setStatus('error');
      });
    return () => {
      active = false;
    };
  }, [estateId, page]);

  return { trees, total, status, error };
}
