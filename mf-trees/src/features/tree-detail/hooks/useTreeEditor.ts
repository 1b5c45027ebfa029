import { useCallback, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { Tree, TreeUpdate } from '@grovekeeper/shared';
import type { TreeFieldsChange } from '@grovekeeper/shared/offline';
import { loadOfflineEngine } from '@grovekeeper/shared/offline/lazy';
import { t } from '../../../i18n';
import { updateTree } from '../../common/api/update-tree';
import { treeAfter, treeRefOf } from '../../common/offline/stored-tree';
import {
  changedFields,
  formValuesOf,
  maxPlantingYear,
  missingRequiredFields,
  plantingYearValid,
} from '../utils/tree-form';
import type { TreeFormField, TreeFormValues } from '../utils/tree-form';
import '../../../i18n/parts/tree-detail';
import '../../../i18n/parts/offline';

const QUEUED_FIELDS: readonly string[] = ['state', 'notes', 'title', 'category'];

/**
 * Sends a change: state, notes, title and category through the offline queue (with an
 * Idempotency-Key, kept on the phone without signal); a new text code straight to the server.
 * Answers the tree to show and the toast to show.
 */
async function sendChange(
  tree: Tree,
  update: TreeUpdate,
): Promise<{ tree: Tree; notify: () => void }> {
  if (Object.keys(update).some((field) => !QUEUED_FIELDS.includes(field))) {
    const saved = await updateTree(tree.id, update);
    return { tree: saved, notify: () => notifySuccess(t('detail.updated')) };
  }
  const change = update as TreeFieldsChange;
  // The offline engine decides: sent now, or kept on the phone. It loads with the first save.
  const { submitTreeChange } = await loadOfflineEngine();
  const result = await submitTreeChange(treeRefOf(tree), change);
  const shown = treeAfter(tree, change, result);
  if (result.status === 'sent') {
    return { tree: shown, notify: () => notifySuccess(t('detail.updated')) };
  }
  if (result.status === 'queued') {
    return {
      tree: shown,
      notify: () => notifySuccess(t('offline.savedOnPhoneTitle'), t('offline.savedOnPhone')),
    };
  }
  return {
    tree: shown,
    notify: () => notifyError(t('offline.conflict'), t('offline.conflictTitle')),
  };
}

const emptyValues: TreeFormValues = {
  textCode: '',
  category: '',
  title: '',
  state: '',
  notes: '',
  plantingYear: '',
};

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
    if (!plantingYearValid(current.plantingYear)) {
      setProblem(t('detail.plantingYearInvalid', { max: maxPlantingYear() }));
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
      const sent = await sendChange(tree, update);
      onSaved(sent.tree);
      sent.notify();
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
