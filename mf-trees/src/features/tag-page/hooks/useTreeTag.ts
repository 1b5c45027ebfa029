import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { LoadStatus } from '@grovekeeper/shared';
import { earlyTreeTag, getPublicTreeTag } from '../api/get-public-tree-tag';
import { useLoadTreeFailedText } from '../../common/hooks/useTreeDetail';

export type TreeTagStatus = LoadStatus;

/** What a scanned tag shows, readable without signing in; a failure shows in place. */
export function useTreeTag(treeId: string) {
  const load = useCallback(() => getPublicTreeTag(treeId), [treeId]);
  const fallback = useLoadTreeFailedText();
  const {
    data: tag,
    status,
    error,
    retry,
  } = useLoad(load, fallback, {
    toast: 'never',
    // What the first paint drew stays on screen: no loading state between it and the app.
    initial: () => earlyTreeTag(treeId),
  });
  return { tag, status, error, retry };
}
