import { useCallback, useRef, useState } from 'react';
import { errorMessage, notifyError, useAuthStore, useTimedMessage } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import type { OfflineEngine } from '@grovekeeper/shared/offline/lazy';
import { loadOfflineEngine } from '@grovekeeper/shared/offline/lazy';
import { isKnownOffline, isOfflineFailure, treeFromStored } from '../../common/offline/stored-tree';
import { getTree } from '../../common/api/get-tree';
import { getTreeByCode } from '../api/get-tree-by-code';
import type { ScannedTreeRef } from '../utils/parse-scanned-value';
import { t } from '../../../i18n';
import { treeIdOf } from '../utils/tag-form';
import '../../../i18n/parts/tree-tagging';
import '../../../i18n/parts/offline';

export type TreeLookup =
  | { status: 'idle' }
  | { status: 'loading'; ref: ScannedTreeRef }
  | { status: 'error'; ref: ScannedTreeRef; error: string }
  /**
   * `error` is set when the tree came without a usable id: it is shown but cannot be saved.
   * `storedAt`: no signal, so the tree is the one stored on this phone (with its waiting changes).
   */
  | { status: 'ready'; ref: ScannedTreeRef; tree: Tree; error: string | null; storedAt?: string };

/** The stored tree `ref` names with the signed-in user's waiting changes applied, if stored. */
async function shownFromPhone(engine: OfflineEngine, ref: ScannedTreeRef) {
  const stored = await engine.findOfflineTree(ref);
  if (!stored) return undefined;
  const userId = useAuthStore.getState().userId;
  const queued = (await engine.queuedChanges()).filter((change) => change.userId === userId);
  return { stored, tree: treeFromStored(engine.withLocalChanges(stored, queued)) };
}

/** Loads the tree a scanned value points at, by id or by code, with the info step's messages. */
export function useTreeLookup() {
  const [lookup, setLookup] = useState<TreeLookup>({ status: 'idle' });
  const [found, showFound, clearFound] = useTimedMessage();
  const request = useRef(0);

  /**
   * No signal: the tree as stored on this phone with its waiting changes (the offline engine
   * loads now, if the tagging screen has not loaded it yet), or a plain word that it is not.
   */
  const loadStored = useCallback(
    async (ref: ScannedTreeRef, current: number) => {
      const found = await loadOfflineEngine()
        .then(async (engine) => shownFromPhone(engine, ref))
        .catch(() => undefined);
      if (current !== request.current) return;
      if (!found) {
        setLookup({ status: 'error', ref, error: t('offline.notStored') });
        return;
      }
      const { stored, tree } = found;
      setLookup({ status: 'ready', ref, tree, error: null, storedAt: stored.storedAt });
      showFound(t('tagging.messages.treeFound'));
    },
    [showFound],
  );

  const load = useCallback(
    (ref: ScannedTreeRef) => {
      const current = ++request.current;
      clearFound();
      setLookup({ status: 'loading', ref });
      // The browser knows it has no network: no request to wait for, the phone answers.
      if (isKnownOffline()) {
        void loadStored(ref, current);
        return;
      }
      const fetching = ref.kind === 'id' ? getTree(ref.id) : getTreeByCode(ref.code);
      fetching.then(
        (tree) => {
          if (current !== request.current) return;
          const hasId = treeIdOf(tree) !== null;
          setLookup({
            status: 'ready',
            ref,
            tree,
            error: hasId ? null : t('tagging.messages.fetchedWithoutId'),
          });
          if (hasId) showFound(t('tagging.messages.treeFound'));
        },
        async (failure: unknown) => {
          if (current !== request.current) return;
          if (await isOfflineFailure(failure)) {
            await loadStored(ref, current);
            return;
          }
          if (current !== request.current) return;
          const message = errorMessage(failure, t('tagging.messages.fetchTreeFailed'));
          setLookup({ status: 'error', ref, error: message });
          // Spec §8: every API failure also shows the destructive 'Error' toast.
          notifyError(message);
        },
      );
    },
    [clearFound, showFound, loadStored],
  );

  const reset = useCallback(() => {
    request.current += 1;
    clearFound();
    setLookup({ status: 'idle' });
  }, [clearFound]);

  return { lookup, found, load, reset };
}
