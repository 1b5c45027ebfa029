import { useCallback, useState } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { findOfflineTree, useQueuedChanges, withLocalChanges } from '@grovekeeper/shared/offline';
import type { OfflineTree } from '@grovekeeper/shared/offline';
import { t } from '../../../i18n';
import { getTree } from '../../common/api/get-tree';
import { useLoadTreeFailedText } from '../../common/hooks/useTreeDetail';
import { isKnownOffline, isOfflineFailure, treeFromStored } from '../../common/offline/stored-tree';
import '../../../i18n/parts/offline';

/** No signal and the tree is not on this phone: said plainly, not as a failed request. */
class NotStoredError extends Error {}

/**
 * The tree page's tree: from the server, or (no signal) as stored on this phone with its
 * waiting changes applied, live as more are made. `stored` is set in the second case.
 */
export function usePageTree(treeId: string) {
  const [stored, setStored] = useState<OfflineTree | null>(null);
  const load = useCallback(async (): Promise<Tree> => {
    try {
      // The browser knows it has no network: no request to wait for, the phone answers.
      if (isKnownOffline()) throw new TypeError('offline');
      const tree = await getTree(treeId);
      setStored(null);
      return tree;
    } catch (failure) {
      if (!isOfflineFailure(failure)) throw failure;
      const found = await findOfflineTree({ kind: 'id', id: treeId }).catch(() => undefined);
      if (!found) throw new NotStoredError(t('offline.notStored'));
      setStored(found);
      return treeFromStored(found);
    }
  }, [treeId]);
  const fallback = useLoadTreeFailedText();
  const { data, setData: setTree, ...rest } = useLoad(load, fallback, { toast: 'never' });
  const queued = useQueuedChanges();
  const tree = stored ? treeFromStored(withLocalChanges(stored, queued)) : data;
  return { tree, setTree, stored, ...rest };
}
