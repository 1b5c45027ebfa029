import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { LoadStatus } from '@grovekeeper/shared';
import { getPublicTreeTag } from '../api/get-public-tree-tag';
import { useLoadTreeFailedText } from '../../common/hooks/useTreeDetail';

export type TreeTagStatus = LoadStatus;

/** What a scanned tag shows, readable without signing in; a failure shows in place. */
export function useTreeTag(treeId: string) {
  const load = useCallback(() => getPublicTreeTag(treeId), [treeId]);
  const fallback = useLoadTreeFailedText();
  const { data: tag, status, error, retry } = useLoad(load, fallback, { toast: 'never' });
  return { tag, status, error, retry };
}
