import { darken, getContrastRatio, getLuminance, lighten } from '@mui/material/styles';
import { t } from '../i18n/common';
import { i18n } from '../i18n/instance';
import { i18nKey } from '../i18n/languages';
import { TREE_STATES } from '../types/estate';
import type { TreeState } from '../types/estate';
import { isTreeState, treeStateColor } from './state-colors';

export {
  isTreeState,
  LEGACY_STATE_LABELS,
  TREE_STATE_COLORS,
  treeStateColor,
  UNKNOWN_STATE_COLOR,
} from './state-colors';

/**
 * How tree states read and look everywhere (lists, markers, chips, selects). The seven
 * values of spec §3; older records may carry the legacy labels New, Pruned, Watered,
 * Diseased, Damaged or Ripe, which are shown as they are with the colour of the state
 * they stand for. Anything else is shown as it is, in grey. Labels are `common` text keys,
 * read in the current language.
 */
const LABELS: Record<TreeState, string> = {
  healthy: i18nKey('trees.states.healthy'),
  pruned: i18nKey('trees.states.pruned'),
  watered: i18nKey('trees.states.watered'),
  sick: i18nKey('trees.states.sick'),
  burned: i18nKey('trees.states.burned'),
  destroyed: i18nKey('trees.states.destroyed'),
  ready_to_harvest: i18nKey('trees.states.readyToHarvest'),
};

/**
 * The state's label in the current language; legacy labels and unknown values read as they
 * are ('Unknown' when empty). Call it while rendering, so a language switch re-reads it.
 */
export function treeStateLabel(state: string | null | undefined): string {
  if (!state) return t('trees.states.unknown');
  if (isTreeState(state)) return t(LABELS[state]);
  return state;
}

const readableColors = new Map<string, string>();

/**
 * The state's colour for its label on `background` (the theme's paper): the same hue,
 * darkened on a light page or lightened on a dark one until it reads at 4.5:1 (WCAG AA),
 * so a label is legible in both themes while markers and dots keep the state's own colour.
 */
export function treeStateTextColor(state: string | null | undefined, background: string): string {
  const color = treeStateColor(state);
  const key = `${color} ${background}`;
  let readable = readableColors.get(key);
  if (readable === undefined) {
    const onDark = getLuminance(background) < 0.5;
    readable = color;
    for (let step = 1; step <= 10 && getContrastRatio(readable, background) < 4.5; step += 1) {
      readable = onDark ? lighten(color, step / 10) : darken(color, step / 10);
    }
    readableColors.set(key, readable);
  }
  return readable;
}

/** The options of a state select: the seven values with their English labels (fixed at load). */
export const TREE_STATE_OPTIONS = TREE_STATES.map((value) => ({
  value,
  label: i18n.t(LABELS[value], { lng: 'en', ns: 'common' }),
}));

/** The options of a state select in the current language (call it while rendering). */
export function treeStateOptions(): { value: TreeState; label: string }[] {
  return TREE_STATES.map((value) => ({ value, label: t(LABELS[value]) }));
}

/** AI detection confidence (0..1) as a whole percent, or null when absent. */
export function confidencePercent(confidence: number | null | undefined): string | null {
  if (confidence === null || confidence === undefined || !Number.isFinite(confidence)) return null;
  return `${Math.round(confidence * 100)}%`;
}
