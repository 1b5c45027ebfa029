import { useEffect, useState } from 'react';
import { errorMessage, notifyError } from '@grovekeeper/shared';
import type { CompactTree } from '@grovekeeper/shared';
import { getEstateTrees } from '../api/get-estate-trees';

/** The API's largest page: the map shows every tree of the estate. */
export const MAP_TREES_LIMIT = 10000;

export function useEstateMapTrees(estateId: string) {
  const [trees, setTrees] = useState<CompactTree[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    getEstateTrees(estateId, { limit: MAP_TREES_LIMIT })
      .then((answer) => {
        if (active) setTrees(answer.trees);
      })
      .catch((failure: unknown) => {
        if (active) notifyError(errorMessage(failure, 'Failed to load trees'));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [estateId]);

  return { trees, setTrees, loading };
}
