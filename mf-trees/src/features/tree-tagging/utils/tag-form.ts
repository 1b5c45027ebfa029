import {
  ESTATE_TREE_CATEGORIES,
  formatDateTime,
  isTreeState,
  LEGACY_STATE_LABELS,
} from '@grovekeeper/shared';
import type { LatLng, Tree, TreeState } from '@grovekeeper/shared';
import type { TreeFieldsChange } from '@grovekeeper/shared/offline';
import { t } from '../../../i18n';
import { roleMay } from '../../common/utils/roles';

/** What the tagging form edits. */
export interface TagFormValues {
  category: string;
  title: string;
  state: TreeState;
  notes: string;
}

const TREE_ID = /^[0-9a-f]{24}$/i;
const DEFAULT_CATEGORY = 'Other';

/** The tree's id when it is a real one (24 hex), from `id` or `_id`; null otherwise. */
export function treeIdOf(tree: Pick<Tree, 'id' | '_id'>): string | null {
  const candidate = [tree.id, tree._id].find(
    (value) => typeof value === 'string' && TREE_ID.test(value),
  );
  return candidate ?? null;
}

/** The state to show: the tree's own, the state a legacy label stands for, else healthy. */
export function tagState(state: string | null | undefined): TreeState {
  if (isTreeState(state)) return state;
  return (state && LEGACY_STATE_LABELS[state]) || 'healthy';
}

export function initialTagForm(tree: Tree): TagFormValues {
  return {
    category: tree.category?.trim() || DEFAULT_CATEGORY,
    title: tree.title ?? '',
    state: tagState(tree.state),
    notes: tree.notes ?? '',
  };
}

/** The estate categories, plus the tree's own one when it is another (kept selectable). */
export function categoryOptions(current: string): string[] {
  const options: string[] = [...ESTATE_TREE_CATEGORIES];
  if (current && !options.includes(current)) options.push(current);
  return options;
}

function isLatLng(value: unknown): value is LatLng {
  if (!value || typeof value !== 'object') return false;
  const { lat, lng } = value as Partial<LatLng>;
  return Number.isFinite(lat) && Number.isFinite(lng);
}

/**
 * The tagging screen's `PUT /api/trees/:id` body (spec §7), as the offline queue sends it:
 * the tree's coordinates and text code, the edited fields, and the notes also as `photo`,
 * the field older servers read. Fields sent back as the tree had them never clash with
 * someone else's newer change (the server keeps the newer value: issue 26's merge rule).
 * Field staff (issue 25) change the state and the notes only: the server asks for more
 * rights as soon as any other field is sent, even unchanged.
 */
export function tagChange(tree: Tree, values: TagFormValues): TreeFieldsChange {
  if (!roleMay(tree.role, 'manageTrees')) return { notes: values.notes, state: values.state };
  return {
    ...(isLatLng(tree.coordinates) && { coordinates: tree.coordinates }),
    photo: values.notes,
    notes: values.notes,
    state: values.state,
    ...(tree.textCode && { textCode: tree.textCode }),
    category: values.category,
    title: values.title.trim(),
  };
}

/** Coordinates with 6 decimals (spec §9), or 'Location not available'. */
export function formatLocation(coordinates: unknown): string {
  if (!isLatLng(coordinates)) return t('details.locationNotAvailable');
  return `${coordinates.lat.toFixed(6)}, ${coordinates.lng.toFixed(6)}`;
}

/** The last update in the reader's locale, or 'N/A' when missing or unreadable. */
export function formatLastUpdated(updatedAt: string | null | undefined): string {
  return formatDateTime(updatedAt, t('common.notAvailable'));
}

/** The code to show for a tree: its text code, else its QR code. */
export function treeCodeOf(tree: Pick<Tree, 'textCode' | 'qrCode'>): string {
  return tree.textCode || tree.qrCode || '';
}
