import { historySentences as sentences } from '@grovekeeper/shared/history';
import type { HistoryEntry, TFunction } from '@grovekeeper/shared';
import { categoryText } from '../../common/utils/tree-words';

/** A row's photo, shown inline: the thumbnail (or the photo) a photo row carries. */
export interface HistoryPhoto {
  url: string;
  thumbnailUrl: string;
}

/** `photo_added`, `photo.added`, `PhotoAdded` → `photoadded`: the API's spelling does not matter. */
function normalise(action: string): string {
  return action.replace(/[^a-z]/gi, '').toLowerCase();
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

/** The sentences of one history row, in the reader's language, categories in this remote's words. */
export function historySentences(t: TFunction, entry: HistoryEntry): string[] {
  return sentences(entry, { category: (category) => categoryText(t, category) });
}

/** Whether the server received the change well after it was made (an offline device). */
export function receivedLater(entry: HistoryEntry): boolean {
  const made = Date.parse(entry.at);
  const received = Date.parse(entry.recordedAt);
  return Number.isFinite(made) && Number.isFinite(received) && received - made > 60_000;
}
