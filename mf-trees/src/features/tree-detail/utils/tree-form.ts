import { ESTATE_TREE_CATEGORIES, TREE_STATE_OPTIONS } from '@grovekeeper/shared';
import type { Tree, TreeUpdate } from '@grovekeeper/shared';

export interface TreeFormValues {
  textCode: string;
  category: string;
  title: string;
  state: string;
  notes: string;
}

export type TreeFormField = keyof TreeFormValues;
export const REQUIRED_FIELDS: readonly TreeFormField[] = ['textCode', 'category', 'title', 'state'];

export function formValuesOf(tree: Tree): TreeFormValues {
  return {
    textCode: tree.textCode ?? '',
    category: tree.category ?? '',
    title: tree.title ?? '',
    state: tree.state ?? '',
    notes: tree.notes ?? '',
  };
}

/** The required fields left empty (blank counts as empty). */
export function missingRequiredFields(values: TreeFormValues): TreeFormField[] {
  return REQUIRED_FIELDS.filter((field) => !values[field].trim());
}

/** Only what the person changed, trimmed: an unchanged form sends nothing. */
export function changedFields(tree: Tree, values: TreeFormValues): TreeUpdate {
  const before = formValuesOf(tree);
  const update: TreeUpdate = {};
  for (const field of Object.keys(before) as TreeFormField[]) {
    const next = values[field].trim();
    if (next !== before[field].trim()) update[field] = next;
  }
  return update;
}

/** The estate categories, plus the tree's own when it is not one of them (kept as it is). */
export function categoryOptions(current: string): string[] {
  const options: string[] = [...ESTATE_TREE_CATEGORIES];
  if (current && !options.includes(current)) options.push(current);
  return options;
}

/** The seven states, plus a legacy or unknown current value so it shows as it is. */
export function stateOptions(current: string): string[] {
  const options: string[] = TREE_STATE_OPTIONS.map((option) => option.value);
  if (current && !options.includes(current)) options.push(current);
  return options;
}
