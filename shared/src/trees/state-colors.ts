// The tree states' colours and legacy labels, with no imports beyond the constants: the
// React side (state.ts) and a remote's first paint, drawn before React (mf-trees'
// src/first-paint), read them alike (`@grovekeeper/shared/tree-state-colors`).
import { TREE_STATES } from '@grovekeeper/constants';
import type { TreeState } from '@grovekeeper/constants';

export const TREE_STATE_COLORS: Record<TreeState, string> = {
  healthy: '#2e7d32',
  pruned: '#1565c0',
  watered: '#0097a7',
  sick: '#ef6c00',
  burned: '#c62828',
  destroyed: '#424242',
  ready_to_harvest: '#8e24aa',
};

/** Legacy display labels and the state each stands for. */
export const LEGACY_STATE_LABELS: Record<string, TreeState> = {
  New: 'healthy',
  Pruned: 'pruned',
  Watered: 'watered',
  Diseased: 'sick',
  Damaged: 'burned',
  Ripe: 'ready_to_harvest',
};

export const UNKNOWN_STATE_COLOR = '#9e9e9e';

export function isTreeState(value: unknown): value is TreeState {
  return typeof value === 'string' && (TREE_STATES as readonly string[]).includes(value);
}

export function treeStateColor(state: string | null | undefined): string {
  if (!state) return UNKNOWN_STATE_COLOR;
  if (isTreeState(state)) return TREE_STATE_COLORS[state];
  const legacy = Object.prototype.hasOwnProperty.call(LEGACY_STATE_LABELS, state)
    ? LEGACY_STATE_LABELS[state]
    : undefined;
  return legacy ? TREE_STATE_COLORS[legacy] : UNKNOWN_STATE_COLOR;
}
