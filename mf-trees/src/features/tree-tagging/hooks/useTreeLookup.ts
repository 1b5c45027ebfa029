import { useCallback, useRef, useState } from 'react';
import { errorMessage, notifyError, useTimedMessage } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { getTree } from '../../common/api/get-tree';
import { getTreeByCode } from '../api/get-tree-by-code';
import type { ScannedTreeRef } from '../utils/parse-scanned-value';
import { t } from '../../../i18n';
import { treeIdOf } from '../utils/tag-form';
import '../../../i18n/parts/tree-tagging';

export type TreeLookup =
  | { status: 'idle' }
  | { status: 'loading'; ref: ScannedTreeRef }
  | { status: 'error'; ref: ScannedTreeRef; error: string }
  /** `error` is set when the tree came without a usable id: it is shown but cannot be saved. */
  | { status: 'ready'; ref: ScannedTreeRef; tree: Tree; error: string | null };

/** Loads the tree a scanned value points at, by id or by code, with the info step's messages. */
export function useTreeLookup() {
  const [lookup, setLookup] = useState<TreeLookup>({ status: 'idle' });
  const [found, showFound, clearFound] = useTimedMessage();
  const request = useRef(0);

  const load = useCallback(
    (ref: ScannedTreeRef) => {
      const current = ++request.current;
      clearFound();
      setLookup({ status: 'loading', ref });
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
          const message = errorMessage(failure, t('tagging.messages.fetchTreeFailed'));
          setLookup({ status: 'error', ref, error: message });
          // Spec §8: every API failure also shows the destructive 'Error' toast.
          notifyError(message);
        },
      );
    },
    [clearFound, showFound],
  );

  const reset = useCallback(() => {
    request.current += 1;
    clearFound();
    setLookup({ status: 'idle' });
  }, [clearFound]);

  return { lookup, found, load, reset };
}
