import { useCallback, useState } from 'react';
import { errorMessage, notifyError } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { updateTree } from '../../common/api/update-tree';
import { t } from '../../../i18n';
import { buildTreeUpdate, treeIdOf } from '../utils/tag-form';
import type { TagFormValues } from '../utils/tag-form';
import '../../../i18n/parts/tree-tagging';

/** Saves the tagging form; answers the updated tree, or null with `error` set. */
export function useTreeSave() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(async (tree: Tree, values: TagFormValues): Promise<Tree | null> => {
    const id = treeIdOf(tree);
    if (!id) {
      setError(t('tagging.messages.saveWithoutId'));
      return null;
    }
    setSaving(true);
    setError(null);
    try {
      return await updateTree(id, buildTreeUpdate(tree, values));
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
