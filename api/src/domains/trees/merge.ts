import type { TreeChanges } from './validation';

/**
 * The merge rule of a tree change that started from an older version (issue 26), as a
 * pure function of what was sent, by whom, and the history rows written since that
 * version. farmOS Field Kit and QField merge the same way, field by field:
 *
 * - A field nobody else changed since the base version is applied. Changes the same user
 *   made since (their own earlier queued changes) do not count: the newer one wins.
 * - A field someone else changed since, whose value now differs from the one sent, is a
 *   conflict: the whole change is refused (nothing applies) and names the last such
 *   change (who, when). Equal values are no conflict: there is nothing to choose. Nor is a
 *   field sent with the value it had at the base version: the change did not change it (a
 *   client that sends its whole form back), so the newer value stays.
 * - Notes are append-only and never conflict: when someone else changed them since, the
 *   text this change added to the notes it started from is appended on a new line to the
 *   notes as they are now (the whole sent text when it does not start with those notes).
 *   Nothing anyone wrote is lost.
 */

/** A field of the tree a change may send, as TreeChanges and the history name it. */
export type TreeField = keyof TreeChanges;

/** Every such field, in the order history rows list them. */
export const TREE_FIELDS: readonly TreeField[] = [
  'title',
  'category',
  'textCode',
  'state',
  'notes',
  'coordinates',
  'plantingYear',
];

/** One history row written since the base version (its changes as history keeps them). */
export interface ChangeSince {
  version: number;
  actor: { id: string; name: string } | null;
  /** When the change was made (the device's time when it sent one), ISO 8601. */
  at: string;
  changes: readonly { field: string; from: unknown; to: unknown }[];
}

export type MergeResult =
  | { kind: 'apply'; changes: TreeChanges }
  | {
      kind: 'conflict';
      fields: TreeField[];
      changedBy: { id: string; name: string } | null;
      changedAt: string;
    };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * `sent` by `userId`, started from a version before the rows `since` (in version order);
 * `current` is the tree as it is now.
 */
export function mergeChange(
  sent: TreeChanges,
  userId: string,
  current: Required<TreeChanges>,
  since: readonly ChangeSince[],
): MergeResult {
  const byOthers = since.filter((row) => row.actor?.id !== userId);
  const changedByOthers = (field: string) =>
    byOthers.filter((row) => row.changes.some((change) => change.field === field));
  const conflicts: TreeField[] = [];
  const changes: TreeChanges = {};
  for (const field of Object.keys(sent) as TreeField[]) {
    const value = sent[field];
    if (field === 'notes') {
      const notes = mergeNotes(value as string, userId, current.notes, since);
      if (notes !== undefined) changes.notes = notes;
      continue;
    }
    if (changedByOthers(field).length > 0 && !same(current[field], value)) {
      // Sent as it was at the base version: the change left this field as it found it (a
      // whole form sent back, as the tagging screen's body is): someone else's value stays.
      if (same(valueAtBase(field, since), value)) continue;
      conflicts.push(field);
      continue;
    }
    (changes as Record<string, unknown>)[field] = value;
  }
  if (conflicts.length === 0) return { kind: 'apply', changes };
  const last = byOthers
    .filter((row) => row.changes.some((change) => conflicts.includes(change.field as TreeField)))
    .reduce((a, b) => (b.version > a.version ? b : a));
  return { kind: 'conflict', fields: conflicts, changedBy: last.actor, changedAt: last.at };
}

/** A field's value at the base version: where the first change to it since started from. */
function valueAtBase(field: string, since: readonly ChangeSince[]): unknown {
  for (const row of since) {
    const change = row.changes.find((candidate) => candidate.field === field);
    if (change) return change.from;
  }
  return undefined;
}

/**
 * The notes to store for a change sending `sent`: as sent when nobody else changed the
 * notes since (the last writer wins); else appended to the current notes (undefined: the
 * change added nothing to the notes it started from).
 */
function mergeNotes(
  sent: string,
  userId: string,
  current: string,
  since: readonly ChangeSince[],
): string | undefined {
  const notesRows = since.filter((row) => row.changes.some((change) => change.field === 'notes'));
  if (!notesRows.some((row) => row.actor?.id !== userId)) return sent;
  if (sent === current) return undefined;
  // The notes this change started from: the user's own last notes since, else the notes
  // before the first change since.
  const notesOf = (row: ChangeSince, side: 'from' | 'to') =>
    String(row.changes.find((change) => change.field === 'notes')?.[side] ?? '');
  const own = notesRows.filter((row) => row.actor?.id === userId).at(-1);
  const base = own ? notesOf(own, 'to') : notesOf(notesRows[0] as ChangeSince, 'from');
  if (sent === base) return undefined;
  const added = (sent.startsWith(base) ? sent.slice(base.length) : sent).trim();
  if (added === '' || current.endsWith(added)) return undefined;
  return current === '' ? added : `${current}\n${added}`;
}
