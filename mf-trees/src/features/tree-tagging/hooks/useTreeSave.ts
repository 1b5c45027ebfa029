import { useCallback, useState } from 'react';
import { errorMessage, notifyError } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { loadOfflineEngine } from '@grovekeeper/shared/offline/lazy';
import { t } from '../../../i18n';
import { treeAfter, treeRefOf } from '../../common/offline/stored-tree';
import type { SaveOutcome } from '../../common/offline/stored-tree';
import { tagChange, treeIdOf } from '../utils/tag-form';
import type { TagFormValues } from '../utils/tag-form';
import '../../../i18n/parts/tree-tagging';

export interface TagSaved {
  tree: Tree;
  /** sent: on the server; queued: kept on this phone until back in range; conflict: to resolve. */
  outcome: SaveOutcome;
}

/**
 * Saves the tagging form through the offline queue (with or without signal); answers the
 * tree as saved and how, or null with `error` set when the server refused it.
 */
export function useTreeSave() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(async (tree: Tree, values: TagFormValues): Promise<TagSaved | null> => {
    const id = treeIdOf(tree);
    if (!id) {
      setError(t('tagging.messages.saveWithoutId'));
      return null;
    }
    const change = tagChange(tree, values);
    setSaving(true);
    setError(null);
    try {
      const { submitTreeChange } = await loadOfflineEngine();
      const result = await submitTreeChange(treeRefOf({ ...tree, id }), change);
      return { tree: treeAfter(tree, change, result), outcome: result.status };
    } catch (failure) {
      const message = errorMessage(failure, t('common.updateTreeFailed'));
      setError(message);
      notifyError(message);
      return null;
    } finally {
      setSaving(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);

  return { saving, error, save, clearError };
}
