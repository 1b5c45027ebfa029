import { useCallback, useState } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import type { OfflineTree } from '@grovekeeper/shared/offline';
import {
  loadOfflineEngine,
  useLiveQueuedChanges,
  useOfflineEngine,
} from '@grovekeeper/shared/offline/lazy';
import { t } from '../../../i18n';
import { earlyTree, getTree } from '../../common/api/get-tree';
import { useLoadTreeFailedText } from '../../common/hooks/useTreeDetail';
import { isKnownOffline, isOfflineFailure, treeFromStored } from '../../common/offline/stored-tree';
import '../../../i18n/parts/offline';

/** No signal and the tree is not on this phone: said plainly, not as a failed request. */
class NotStoredError extends Error {}

/**
 * The tree page's tree: from the server, or (no signal) as stored on this phone with its
 * waiting changes applied, live as more are made. `stored` is set in the second case. The
 * offline engine loads only then (no network), or after the first render when this phone
 * holds an offline store; a page opened online shows the server's tree without waiting for it.
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
      if (!(await isOfflineFailure(failure))) throw failure;
      const found = await loadOfflineEngine()
        .then((engine) => engine.findOfflineTree({ kind: 'id', id: treeId }))
        .catch(() => undefined);
      if (!found) throw new NotStoredError(t('offline.notStored'));
      setStored(found);
      return treeFromStored(found);
    }
  }, [treeId]);
  const fallback = useLoadTreeFailedText();
  const {
    data,
    setData: setTree,
    ...rest
  } = useLoad(load, fallback, {
    toast: 'never',
    // What the first paint drew stays on screen: no loading state between it and the app.
    initial: () => earlyTree(treeId),
  });
  const engine = useOfflineEngine();
  const queued = useLiveQueuedChanges(engine);
  const shown = stored && engine ? engine.withLocalChanges(stored, queued) : stored;
  const tree = shown ? treeFromStored(shown) : data;
  return { tree, setTree, stored, ...rest };
}
