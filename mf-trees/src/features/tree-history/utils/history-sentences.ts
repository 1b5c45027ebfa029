import { i18nKey, isTreeState } from '@grovekeeper/shared';
import type { HistoryChange, HistoryEntry, TFunction } from '@grovekeeper/shared';
import { categoryText, treeStateText } from '../../common/utils/tree-words';
import '../../../i18n/parts/history';
import '../../../i18n/parts/tree-detail';

/** A row's photo, shown inline: the thumbnail (or the photo) a photo row carries. */
export interface HistoryPhoto {
  url: string;
  thumbnailUrl: string;
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
  position: i18nKey('history.fields.coordinates'),
  photo: i18nKey('history.fields.photo'),
  harvest: i18nKey('history.fields.harvest'),
};

function fieldText(t: TFunction, field: string): string {
  const key = Object.prototype.hasOwnProperty.call(FIELD_KEYS, field) ? FIELD_KEYS[field] : null;
  return key ? t(key) : field;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** A value as the reader reads it: states and categories in their words, text quoted. */
function valueText(t: TFunction, field: string, value: unknown): string {
  if (isEmpty(value)) return t('history.nothing');
  if (field === 'state' && typeof value === 'string') {
    return isTreeState(value) ? treeStateText(t, value) : value;
  }
  if (field === 'category' && typeof value === 'string') return categoryText(t, value);
  if ((field === 'status' || field === 'harvestStatus') && typeof value === 'string') {
    return t(`harvests.status.${value}`, { defaultValue: value });
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  return t('history.quoted', { text: short });
}

/** The photo a photo row names, in `to` (added) or `from` (removed). */
export function historyPhoto(entry: HistoryEntry): HistoryPhoto | null {
  // A removed photo's files are gone: the row says so without an image.
  if (normalise(entry.action ?? '') === 'photoremoved') return null;
  for (const change of entry.changes ?? []) {
    for (const value of [change.to, change.from]) {
      if (
        typeof value === 'string' &&
        /^(https?:\/\/|\/)/.test(value) &&
        change.field !== 'notes'
      ) {
        return { url: value, thumbnailUrl: value };
      }
      if (value && typeof value === 'object') {
        const { url, thumbnailUrl } = value as { url?: unknown; thumbnailUrl?: unknown };
        if (typeof url === 'string' || typeof thumbnailUrl === 'string') {
          const full = typeof url === 'string' ? url : String(thumbnailUrl);
          return {
            url: full,
            thumbnailUrl: typeof thumbnailUrl === 'string' ? thumbnailUrl : full,
          };
        }
      }
    }
  }
  return null;
}

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
function fieldSentence(t: TFunction, name: string, change: HistoryChange): string {
  if (change.field === 'coordinates' || change.field === 'position') {
    return t('history.moved', { name });
  }
  const field = fieldText(t, change.field);
  if (isEmpty(change.to)) return t('history.cleared', { name, field });
  const to = valueText(t, change.field, change.to);
  if (isEmpty(change.from)) return t('history.setFirst', { name, field, to });
  return t('history.set', { name, field, from: valueText(t, change.field, change.from), to });
}

/**
 * The sentences of one history row, in the reader's language. Unknown actions and fields
 * still read as a sentence, never as raw JSON alone.
 */
export function historySentences(t: TFunction, entry: HistoryEntry): string[] {
  const name = entry.actor?.name?.trim() || t('history.someone');
  const changes = entry.changes ?? [];
  const action = normalise(entry.action ?? '');
  switch (action) {
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
      return [
        t('history.harvestDecided', {
          name,
          from: valueText(t, 'status', statusOf(status.from)),
          to: valueText(t, 'status', statusOf(status.to)),
        }),
      ];
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
    default:
      if (changes.length > 0) return changes.map((change) => fieldSentence(t, name, change));
      return [t('history.other', { name, action: entry.action })];
  }
}

/** Whether the server received the change well after it was made (an offline device). */
export function receivedLater(entry: HistoryEntry): boolean {
  const made = Date.parse(entry.at);
  const received = Date.parse(entry.recordedAt);
  return Number.isFinite(made) && Number.isFinite(received) && received - made > 60_000;
}
