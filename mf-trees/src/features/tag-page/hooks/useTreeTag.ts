import { getPublicTreeTag } from '../../../api/trees';
import { useLoaded } from '../../../hooks/useLoaded';
import type { LoadStatus } from '../../../hooks/useLoaded';
import { LOAD_TREE_FAILED } from '../../tree-detail/hooks/useTreeDetail';

export type TreeTagStatus = LoadStatus;

/** What a scanned tag shows, readable without signing in. */
export function useTreeTag(treeId: string) {
  const {
    value: tag,
    status,
    error,
    retry,
  } = useLoaded(treeId, getPublicTreeTag, LOAD_TREE_FAILED);
  return { tag, status, error, retry };
}
