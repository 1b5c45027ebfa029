import { getTree } from '../../../api/trees';
import { useLoaded } from '../../../hooks/useLoaded';
import type { LoadStatus } from '../../../hooks/useLoaded';

export const LOAD_TREE_FAILED = 'Failed to load tree details';

export type TreeDetailStatus = LoadStatus;

export function useTreeDetail(treeId: string) {
  const { value: tree, setValue: setTree, ...rest } = useLoaded(treeId, getTree, LOAD_TREE_FAILED);
  return { tree, setTree, ...rest };
}
