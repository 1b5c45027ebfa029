import { useCallback, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { updateTree } from '../../common/api/update-tree';
import { changedFields, formValuesOf, missingRequiredFields } from '../utils/tree-form';
import type { TreeFormField, TreeFormValues } from '../utils/tree-form';
import '../../../i18n/parts/tree-detail';

const emptyValues: TreeFormValues = { textCode: '', category: '', title: '', state: '', notes: '' };

/** invalid: a required field is empty (nothing sent); unchanged: nothing to send. */
export type SaveResult = 'saved' | 'unchanged' | 'invalid' | 'failed' | 'busy';

export interface TreeEditor {
  editing: boolean;
  values: TreeFormValues;
  /** Required fields found empty by the last save attempt. */
  missing: TreeFormField[];
  /** The validation message of the last save attempt, if it failed validation. */
  problem: string | null;
  saving: boolean;
  start: () => void;
  cancel: () => void;
  setField: (field: TreeFormField, value: string) => void;
  save: () => Promise<SaveResult>;
}

/**
 * Edit mode of the tree detail page. The draft survives tab switches (it lives here, not in
 * a tab); Save sends only the changed fields and shows the tree the server answers.
 */
export function useTreeEditor(tree: Tree | null, onSaved: (tree: Tree) => void): TreeEditor {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<TreeFormValues | null>(null);
  const [missing, setMissing] = useState<TreeFormField[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = useCallback(() => {
    if (!tree) return;
    setValues(formValuesOf(tree));
    setMissing([]);
    setProblem(null);
    setEditing(true);
  }, [tree]);

  const cancel = useCallback(() => {
    setEditing(false);
    setValues(null);
    setMissing([]);
    setProblem(null);
  }, []);

  const setField = useCallback((field: TreeFormField, value: string) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    setMissing((current) => current.filter((name) => name !== field));
  }, []);

  const current = values ?? (tree ? formValuesOf(tree) : emptyValues);

  const save = async (): Promise<SaveResult> => {
    if (!tree || saving) return 'busy';
    const empty = missingRequiredFields(current);
    if (empty.length > 0) {
      setMissing(empty);
      setProblem(t('common.requiredFields'));
      return 'invalid';
    }
    setProblem(null);
    const update = changedFields(tree, current);
    if (Object.keys(update).length === 0) {
      cancel();
      return 'unchanged';
    }
    setSaving(true);
    try {
      const saved = await updateTree(tree.id, update);
      onSaved(saved);
      notifySuccess(t('detail.updated'));
      cancel();
      return 'saved';
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.updateTreeFailed')));
      return 'failed';
    } finally {
      setSaving(false);
    }
  };

  return { editing, values: current, missing, problem, saving, start, cancel, setField, save };
}
