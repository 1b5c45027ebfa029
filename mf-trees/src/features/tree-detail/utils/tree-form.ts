import { ESTATE_TREE_CATEGORIES, TREE_STATE_OPTIONS } from '@grovekeeper/shared';
import type { Tree, TreeUpdate } from '@grovekeeper/shared';

export interface TreeFormValues {
  textCode: string;
  category: string;
  title: string;
  state: string;
  notes: string;
  /** Digits as typed; '' when unknown. */
  plantingYear: string;
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
    plantingYear: tree.plantingYear == null ? '' : String(tree.plantingYear),
  };
}

/** The earliest planting year the server keeps; the latest is next year. */
export const MIN_PLANTING_YEAR = 1800;
export const maxPlantingYear = () => new Date().getFullYear() + 1;

/** Whether the typed planting year is acceptable: empty (unknown) or a year in range. */
export function plantingYearValid(typed: string): boolean {
  const text = typed.trim();
  if (text === '') return true;
  const year = Number(text);
  return /^\d{4}$/.test(text) && year >= MIN_PLANTING_YEAR && year <= maxPlantingYear();
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
    if (next === before[field].trim()) continue;
    if (field === 'plantingYear') update.plantingYear = next === '' ? null : Number(next);
    else update[field] = next;
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
