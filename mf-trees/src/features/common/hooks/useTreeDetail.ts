import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { LoadStatus } from '@grovekeeper/shared';
import { getTree } from '../api/get-tree';

export const LOAD_TREE_FAILED = 'Failed to load tree details';

export type TreeDetailStatus = LoadStatus;

/** One tree by id; a failure shows in place (no toast). */
export function useTreeDetail(treeId: string) {
  const load = useCallback(() => getTree(treeId), [treeId]);
  const {
    data: tree,
    setData: setTree,
    ...rest
  } = useLoad(load, LOAD_TREE_FAILED, { toast: 'never' });
  return { tree, setTree, ...rest };
}
