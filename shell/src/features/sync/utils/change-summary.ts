import type { QueuedChange } from '@grovekeeper/shared/offline';
import { formatDate, formatNumber, treeStateLabel } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import '../../../i18n/parts/sync';

/** The tree states the phone knows, by tree id (the stored offline copies). */
export type StoredStates = ReadonlyMap<string, string>;

/**
 * The state a tree had before `change`: the state set by the latest earlier change of the same
 * tree still on the phone, else the stored copy's state (null when neither is known).
 */
export function stateBefore(
  change: QueuedChange,
  changes: readonly QueuedChange[],
  stored: StoredStates,
): string | null {
  const earlier = changes
    .filter((other) => other.treeId === change.treeId && other.seq < change.seq)
    .filter((other) => other.kind === 'tree' && other.fields?.state !== undefined)
    .sort((a, b) => b.seq - a.seq)[0];
  return earlier?.fields?.state ?? stored.get(change.treeId) ?? null;
}

/**
 * What a change does, one line per thing it changes, in the current language: state from → to,
 * notes, title, category, a photo's file name (and caption), a harvest's weight and date.
 */
export function changeLines(change: QueuedChange, stateFrom: string | null): string[] {
  const lines: string[] = [];
  const { fields, photo, harvest } = change;
  if (fields?.state !== undefined) {
    const to = treeStateLabel(fields.state);
    lines.push(
      stateFrom && stateFrom !== fields.state
        ? t('sync.change.state', { from: treeStateLabel(stateFrom), to })
        : t('sync.change.stateTo', { to }),
    );
  }
  if (fields?.notes !== undefined) lines.push(t('sync.change.notes', { notes: fields.notes }));
  if (fields?.title !== undefined) lines.push(t('sync.change.title', { title: fields.title }));
  if (fields?.category !== undefined) {
    lines.push(t('sync.change.category', { category: fields.category }));
  }
  if (photo) {
    lines.push(
      photo.caption
        ? t('sync.change.photoCaption', { name: photo.fileName, caption: photo.caption })
        : t('sync.change.photo', { name: photo.fileName }),
    );
  }
  if (harvest) {
    lines.push(
      t('sync.change.harvest', {
        weight: formatNumber(harvest.weight),
        date: formatDate(harvest.date),
      }),
    );
  }
  return lines;
}

/** A conflicting field's value as the person reads it (a state's label; '(empty)' for none). */
export function fieldValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('sync.conflict.empty');
  if (field === 'state') return treeStateLabel(String(value));
  return typeof value === 'string' ? value : JSON.stringify(value);
}
