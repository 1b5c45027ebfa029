// The first screen of a field page drawn with the DOM alone, in the app's look: the page
// header, the tree's facts (as TreeDetailsView shows them) or the scan step's frame. React's
// first render replaces all of it (the shell's root holds it until then).
import { treeStateColor } from '@grovekeeper/shared/tree-state-colors';
import {
  cameraViewHeight,
  currentEnvironment,
  isMobileDevice,
} from '../features/tree-tagging/utils/scanner-config';
import { h, linkButton, pageHeader } from '@grovekeeper/shared/first-paint';
import type { Child, Translate } from '@grovekeeper/shared/first-paint';

/** What the first paint reads of a tree: the fields the tag read and the tree read share. */
export interface FirstPaintTree {
  id?: string;
  textCode?: string | null;
  title?: string | null;
  category?: string | null;
  state?: string | null;
  plantingYear?: number | null;
  estateName?: string | null;
  updatedAt?: string | null;
  notes?: string | null;
  detectionConfidence?: number | null;
  coordinates?: { lat?: unknown; lng?: unknown } | null;
}

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A tree's position as the page shows it (6 decimals), or the page's "not available". */
export function locationText(t: Translate, coordinates: FirstPaintTree['coordinates']): string {
  if (!coordinates || !isCoordinate(coordinates.lat) || !isCoordinate(coordinates.lng)) {
    return t('details.locationNotAvailable');
  }
  return `${coordinates.lat.toFixed(6)}, ${coordinates.lng.toFixed(6)}`;
}

/** "Olive Tree" → the reader's word (categories.oliveTree); an unknown one as it is. */
export function categoryWord(t: Translate, category: string): string {
  const key = `categories.${category
    .trim()
    .split(/\s+/)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')}`;
  const word = t(key);
  return word === key ? category : word;
}

/** A state as the pages read it: the seven by name, legacy labels translated, others as sent. */
export function stateWord(t: Translate, state: string | null | undefined): string {
  if (!state) return t('states.unknown');
  for (const key of [`states.${state}`, `legacyStates.${state}`]) {
    const word = t(key);
    if (word !== key) return word;
  }
  return state;
}

function dateTime(language: string, value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    );
  } catch {
    return date.toISOString();
  }
}

function fact(label: string, value: Child, wide = false): HTMLElement {
  return h('div', wide ? { class: 'gk-fp-wide' } : {}, h('dt', {}, label), h('dd', {}, value));
}

/** The tree's facts, in TreeDetailsView's order. */
function facts(t: Translate, language: string, tree: FirstPaintTree, withYear: boolean): Node[] {
  const confidence =
    typeof tree.detectionConfidence === 'number' && Number.isFinite(tree.detectionConfidence)
      ? `${Math.round(tree.detectionConfidence * 100)}%`
      : null;
  const state = h('span', { class: 'gk-fp-state' }, stateWord(t, tree.state));
  // The state's colour on the border and the dot; the words in the page's text colour, which
  // reads at 4.5:1 in both themes (the app's label then darkens the colour itself).
  state.style.borderColor = treeStateColor(tree.state);
  state.style.setProperty('--gk-fp-state', treeStateColor(tree.state));
  const notes = tree.notes?.trim()
    ? tree.notes
    : h('span', { class: 'gk-fp-none' }, t('details.noNotes'));
  const list = h(
    'dl',
    {},
    fact(t('details.treeCode'), tree.textCode || '—'),
    fact(t('details.category'), tree.category ? categoryWord(t, tree.category) : '—'),
    fact(t('details.title'), tree.title || '—'),
    fact(t('details.state'), state),
    withYear &&
      fact(
        t('details.plantingYear'),
        typeof tree.plantingYear === 'number' ? String(tree.plantingYear) : '—',
      ),
    fact(t('details.estate'), tree.estateName || '—'),
    fact(t('details.lastUpdated'), dateTime(language, tree.updatedAt, t('common.notAvailable'))),
    fact(t('details.location'), locationText(t, tree.coordinates), true),
    fact(t('details.notes'), notes, true),
  );
  return [
    confidence && h('div', { class: 'gk-fp-chip' }, t('details.aiConfidence', { confidence })),
    list,
  ].filter((node): node is HTMLElement => Boolean(node));
}

function tabs(labels: string[]): HTMLElement {
  return h(
    'div',
    { class: 'gk-fp-tabs', 'aria-hidden': 'true' },
    ...labels.map((label) => h('span', {}, label)),
  );
}

export interface PaintInput {
  t: Translate;
  language: string;
  /** The tab the address asks for (`?tab=`): the facts only under Details. */
  tab: string | null;
}

/** The public tag page: language row, header with Edit Tree (a plain link), tabs, facts. */
export function tagPage(
  { t, language, tab }: PaintInput,
  tree: FirstPaintTree,
  treeId: string,
): Node[] {
  const id = tree.id || treeId;
  const edit = linkButton(t('tagPage.editTree'), `/trees/${encodeURIComponent(id)}`);
  return [
    h('div', { class: 'gk-fp-lang' }),
    pageHeader(
      tree.title ?? '',
      [tree.textCode, tree.estateName].filter(Boolean).join(' · '),
      edit,
    ),
    tabs([t('tabs.details'), t('tabs.statePhotos'), t('tabs.qrCode')]),
    ...(tab && tab !== 'details' ? [] : facts(t, language, tree, false)),
  ];
}

/** The owner's tree page: header, tabs, facts (its buttons come with the app). */
export function treePage({ t, language, tab }: PaintInput, tree: FirstPaintTree): Node[] {
  return [
    pageHeader(tree.title ?? '', [tree.textCode, tree.estateName].filter(Boolean).join(' · ')),
    tabs([
      t('tabs.details'),
      t('tabs.statePhotos'),
      t('tabs.harvests'),
      t('tabs.qrCode'),
      t('tabs.history'),
    ]),
    ...(tab && tab !== 'details' ? [] : facts(t, language, tree, 'plantingYear' in tree)),
  ];
}

/** Tree tagging's scan step: header, the steps, the camera's frame with its hint. */
export function taggingPage({ t }: PaintInput): Node[] {
  const camera = h('div', { class: 'gk-fp-camera' }, t('tagging.cameraHint'));
  camera.style.height = `${cameraViewHeight(isMobileDevice(currentEnvironment()))}px`;
  return [
    pageHeader(t('tagging.title'), t('tagging.subtitle')),
    h(
      'div',
      { class: 'gk-fp-steps', 'aria-hidden': 'true' },
      ...['scan', 'info', 'success'].map((step) => h('span', {}, t(`tagging.steps.${step}`))),
    ),
    h('div', { class: 'gk-fp-card' }, h('h2', {}, t('tagging.scanHeading')), camera),
  ];
}
