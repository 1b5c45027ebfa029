import { useEffect, useState } from 'react';
import { findOfflineTree } from '@grovekeeper/shared/offline';
import type { StoredStates } from '../utils/change-summary';

const NONE: StoredStates = new Map();

/** The stored offline copies' states of these trees (for 'state from → to'); empty until read. */
export function useStoredStates(treeIds: readonly string[]): StoredStates {
  const [states, setStates] = useState<StoredStates>(NONE);
  const key = [...new Set(treeIds)].sort().join(',');
  useEffect(() => {
    if (!key) return;
    let active = true;
    void Promise.all(
      key.split(',').map((id) => findOfflineTree({ kind: 'id', id }).catch(() => undefined)),
    ).then((trees) => {
      if (!active) return;
      setStates(new Map(trees.flatMap((tree) => (tree ? [[tree.id, tree.state]] : []))));
    });
    return () => {
      active = false;
    };
  }, [key]);
  return states;
}
