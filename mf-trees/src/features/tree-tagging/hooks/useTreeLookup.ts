import { useCallback, useRef, useState } from 'react';
import { errorMessage, notifyError, useTimedMessage } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { findOfflineTree, useQueuedChanges, withLocalChanges } from '@grovekeeper/shared/offline';
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

/** Loads the tree a scanned value points at, by id or by code, with the info step's messages. */
export function useTreeLookup() {
  const [lookup, setLookup] = useState<TreeLookup>({ status: 'idle' });
  const [found, showFound, clearFound] = useTimedMessage();
  const request = useRef(0);
  // Read when a lookup falls back to the phone: the stored tree shows with its waiting changes.
  const queued = useQueuedChanges();
  const queuedRef = useRef(queued);
  queuedRef.current = queued;

  /** No signal: the tree as stored on this phone, or a plain word that it is not stored. */
  const loadStored = useCallback(
    async (ref: ScannedTreeRef, current: number) => {
      const stored = await findOfflineTree(ref).catch(() => undefined);
      if (current !== request.current) return;
      if (!stored) {
        setLookup({ status: 'error', ref, error: t('offline.notStored') });
        return;
      }
      const tree = treeFromStored(withLocalChanges(stored, queuedRef.current));
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
        (failure: unknown) => {
          if (current !== request.current) return;
          if (isOfflineFailure(failure)) {
            void loadStored(ref, current);
            return;
          }
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
