import { i18nKey } from '@grovekeeper/shared';
import type { HistoryChange, HistoryEntry, TFunction } from '@grovekeeper/shared';
import { treeCategoryLabel, treeStateText } from '../../../i18n/values';
import '../../../i18n/parts/recent';

/** `photo_added`, `photo.added`, `PhotoAdded` → `photoadded`: the API's spelling does not matter. */
function normalise(action: string): string {
  return action.replace(/[^a-z]/gi, '').toLowerCase();
}

const FIELD_KEYS: Record<string, string> = {
  state: i18nKey('recent.fields.state'),
  notes: i18nKey('recent.fields.notes'),
  category: i18nKey('recent.fields.category'),
  title: i18nKey('recent.fields.title'),
  textCode: i18nKey('recent.fields.textCode'),
  text_code: i18nKey('recent.fields.textCode'),
  name: i18nKey('recent.fields.name'),
  boundaries: i18nKey('recent.fields.boundaries'),
};

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** A value as the reader reads it: states and categories in their words, text quoted. */
function valueText(t: TFunction, field: string, value: unknown): string {
  if (field === 'state' && typeof value === 'string') return treeStateText(value);
  if (field === 'category' && typeof value === 'string') return treeCategoryLabel(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  return t('recent.quoted', { text: short });
}

/** "Maria set the state from Healthy to Sick", as the tree page's History says it. */
function fieldSentence(t: TFunction, name: string, change: HistoryChange): string {
  if (change.field === 'coordinates' || change.field === 'position') {
    return t('recent.moved', { name });
  }
  const key = Object.prototype.hasOwnProperty.call(FIELD_KEYS, change.field)
    ? FIELD_KEYS[change.field]
    : null;
  const field = key ? t(key) : change.field;
  if (isEmpty(change.to)) return t('recent.cleared', { name, field });
  const to = valueText(t, change.field, change.to);
  if (isEmpty(change.from)) return t('recent.setFirst', { name, field, to });
  return t('recent.set', { name, field, from: valueText(t, change.field, change.from), to });
}

/** A part of a harvest as a history row keeps it ({ id, date, weight, notes, status }). */
function harvestPart(value: unknown, part: 'weight' | 'status'): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : value;
}

/** A harvest's status in the reader's words ("Approved"); unknown ones as they are. */
function statusText(t: TFunction, status: unknown): string {
  const text = typeof status === 'string' ? status : '';
  return t(`recent.harvestStatus.${text}`, { defaultValue: text || '?' });
}

/** One row's sentences in the reader's language; unknown actions still read as a sentence. */
export function recentSentences(t: TFunction, entry: HistoryEntry): string[] {
  const name = entry.actor?.name?.trim() || t('recent.someone');
  const changes = entry.changes ?? [];
  switch (normalise(entry.action ?? '')) {
    case 'created':
    case 'create':
    case 'treecreated':
      return [t('recent.created', { name })];
    case 'deleted':
    case 'delete':
    case 'treedeleted':
      return [t('recent.deleted', { name })];
    case 'moved':
    case 'move':
      return [t('recent.moved', { name })];
    case 'photoadded':
      return [t('recent.photoAdded', { name })];
    case 'photoremoved':
    case 'photodeleted':
      return [t('recent.photoRemoved', { name })];
    case 'harvestrecorded':
    case 'harvestadded':
    case 'harvestcreated': {
      const weight = harvestPart(changes[0]?.to, 'weight');
      return [
        typeof weight === 'number'
          ? t('recent.harvestRecordedWeight', { name, weight })
          : t('recent.harvestRecorded', { name }),
      ];
    }
    case 'harvestdecided':
    case 'harveststatus':
    case 'harveststatuschanged': {
      const change = changes[0];
      return [
        t('recent.harvestDecided', {
          name,
          from: statusText(t, harvestPart(change?.from, 'status')),
          to: statusText(t, harvestPart(change?.to, 'status')),
        }),
      ];
    }
    case 'harvestedited':
    case 'harvestchanged':
    case 'harvestupdated':
      return [t('recent.harvestEdited', { name })];
    case 'harvestremoved':
    case 'harvestdeleted':
      return [t('recent.harvestRemoved', { name })];
    case 'tagprinted':
      return [t('recent.tagPrinted', { name })];
    case 'tagreprinted':
    case 'reprinted':
      return [t('recent.tagReprinted', { name })];
    case 'ownershiptransferred': {
      const to = changes.find((change) => change.field === 'owner')?.to as
        { name?: string } | undefined;
      return [t('recent.ownershipTransferred', { name, to: to?.name || t('recent.someone') })];
    }
    default:
      if (changes.length > 0) return changes.map((change) => fieldSentence(t, name, change));
      return [t('recent.other', { name, action: entry.action })];
  }
}
