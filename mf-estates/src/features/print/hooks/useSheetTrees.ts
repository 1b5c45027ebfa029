import { useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '@grovekeeper/shared';
import type { CompactTree } from '@grovekeeper/shared';
import { getEstateTrees } from '../../estate-detail/api/get-estate-trees';

export const SHEET_TREES_LIMIT = 10000;
export type SheetStatus = 'loading' | 'ready' | 'unauthorized' | 'error';

export function useSheetTrees(estateId: string) {
  const [trees, setTrees] = useState<CompactTree[]>([]);
  const [status, setStatus] = useState<SheetStatus>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    getEstateTrees(estateId, { limit: SHEET_TREES_LIMIT })
      .then((answer) => {
        if (!active) return;
        setTrees(answer.trees);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setError(errorMessage(failure, 'Failed to load trees'));
        setStatus(errorStatus(failure) === 401 ? 'unauthorized' : 'error');
      });
    return () => {
      active = false;
    };
  }, [estateId]);

  return { trees, status, error };
}
