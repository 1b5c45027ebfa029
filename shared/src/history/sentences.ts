import { i18n, i18nKey, isTreeState, treeStateLabel } from '@grovekeeper/shared';
import type { HistoryChange, HistoryEntry } from '@grovekeeper/shared';
import '../i18n/parts/history';

/**
 * The history's sentences ("Maria set the state from Healthy to Sick"), one implementation
 * for the tree page's History and the estate page's Recent changes. Bundled into the remotes
 * that show history (not the first-load shared chunk): it reaches the one i18next instance
 * through '@grovekeeper/shared', and its texts are `common`'s `history.*`.
 */
const t = i18n.getFixedT(null, 'common');

/** The words a domain owns for values a history row may carry. */
export interface HistoryWords {
  /** A tree category ("Olive Tree") in the reader's words; as it is when not given. */
  category?: (category: string) => string;
}

/** `photo_added`, `photo.added`, `PhotoAdded` → `photoadded`: the API's spelling does not matter. */
function normalise(action: string): string {
  return action.replace(/[^a-z]/gi, '').toLowerCase();
}

const FIELD_KEYS: Record<string, string> = {
  state: i18nKey('history.fields.state'),
  notes: i18nKey('history.fields.notes'),
  category: i18nKey('history.fields.category'),
  title: i18nKey('history.fields.title'),
  textCode: i18nKey('history.fields.textCode'),
  text_code: i18nKey('history.fields.textCode'),
  coordinates: i18nKey('history.fields.coordinates'),
  plantingYear: i18nKey('history.fields.plantingYear'),
  position: i18nKey('history.fields.coordinates'),
  photo: i18nKey('history.fields.photo'),
  harvest: i18nKey('history.fields.harvest'),
  name: i18nKey('history.fields.name'),
  boundaries: i18nKey('history.fields.boundaries'),
};

function fieldText(field: string): string {
  const key = Object.prototype.hasOwnProperty.call(FIELD_KEYS, field) ? FIELD_KEYS[field] : null;
  return key ? t(key) : field;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** A value as the reader reads it: states, categories and statuses in their words, text quoted. */
function valueText(field: string, value: unknown, words: HistoryWords): string {
  if (isEmpty(value)) return t('history.nothing');
  if (field === 'state' && typeof value === 'string') {
    // Older rows may hold a state's label ("Ready to Harvest") rather than its key.
    const key = value.trim().toLowerCase().replace(/\s+/g, '_');
    return isTreeState(key) ? treeStateLabel(key) : value;
  }
  if (field === 'category' && typeof value === 'string') {
    return words.category ? words.category(value) : value;
  }
  if ((field === 'status' || field === 'harvestStatus') && typeof value === 'string') {
    return t(`history.harvestStatus.${value}`, { defaultValue: value });
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  return t('history.quoted', { text: short });
}

/** The harvest's weight a row carries: a `weight` change, or the weight of the harvest itself. */
function weightOf(changes: readonly HistoryChange[]): number | null {
  for (const change of changes) {
    if (change.field === 'weight' && typeof change.to === 'number') return change.to;
    if (change.to && typeof change.to === 'object') {
      const weight = (change.to as { weight?: unknown }).weight;
      if (typeof weight === 'number') return weight;
    }
  }
  return null;
}

/** A harvest's status: the value itself, or the `status` of a harvest the row carries. */
function statusOf(value: unknown): unknown {
  if (value && typeof value === 'object' && 'status' in value) {
    return (value as { status: unknown }).status;
  }
  return value;
}

/** One sentence per changed field: "Maria set the state from Healthy to Sick". */
function fieldSentence(name: string, change: HistoryChange, words: HistoryWords): string {
  if (change.field === 'coordinates' || change.field === 'position') {
    return t('history.moved', { name });
  }
  const field = fieldText(change.field);
  if (isEmpty(change.to)) return t('history.cleared', { name, field });
  const to = valueText(change.field, change.to, words);
  if (isEmpty(change.from)) return t('history.setFirst', { name, field, to });
  const from = valueText(change.field, change.from, words);
  return t('history.set', { name, field, from, to });
}

/**
 * The sentences of one history row, in the reader's language (call it while rendering, so a
 * language switch reads them again). Unknown actions and fields still read as a sentence,
 * never as raw JSON alone.
 */
export function historySentences(entry: HistoryEntry, words: HistoryWords = {}): string[] {
  const name = entry.actor?.name?.trim() || t('history.someone');
  const changes = entry.changes ?? [];
  switch (normalise(entry.action ?? '')) {
    case 'created':
    case 'create':
    case 'treecreated':
      return [t('history.created', { name })];
    case 'deleted':
    case 'delete':
    case 'treedeleted':
      return [t('history.deleted', { name })];
    case 'moved':
    case 'move':
      return [t('history.moved', { name })];
    case 'photoadded':
    case 'photoadd':
      return [t('history.photoAdded', { name })];
    case 'photoremoved':
    case 'photodeleted':
    case 'photoremove':
      return [t('history.photoRemoved', { name })];
    case 'harvestrecorded':
    case 'harvestadded':
    case 'harvestcreated': {
      const weight = weightOf(changes);
      return [
        weight === null
          ? t('history.harvestRecorded', { name })
          : t('history.harvestRecordedWeight', { name, weight }),
      ];
    }
    case 'harvestdecided':
    case 'harveststatus':
    case 'harveststatuschanged':
    case 'harvestapproved':
    case 'harvestrejected': {
      const status = changes.find((change) => change.field === 'status') ?? changes[0];
      if (!status) return [t('history.changed', { name, field: t('history.fields.harvest') })];
      const from = valueText('status', statusOf(status.from), words);
      const to = valueText('status', statusOf(status.to), words);
      return [t('history.harvestDecided', { name, from, to })];
    }
    case 'harvestdeleted':
    case 'harvestremoved':
      return [t('history.harvestDeleted', { name })];
    case 'harvestedited':
    case 'harvestchanged':
    case 'harvestupdated':
      return [t('history.harvestEdited', { name })];
    case 'tagprinted':
    case 'labelprinted':
    case 'qrprinted':
      return [t('history.tagPrinted', { name })];
    case 'tagreprinted':
    case 'reprinted':
      return [t('history.tagReprinted', { name })];
    case 'ownershiptransferred': {
      const owner = changes.find((change) => change.field === 'owner')?.to as
        { name?: string } | undefined;
      return [t('history.ownershipTransferred', { name, to: owner?.name || t('history.someone') })];
    }
    default:
      if (changes.length > 0) return changes.map((change) => fieldSentence(name, change, words));
      return [t('history.other', { name, action: entry.action })];
  }
}
