import type { Database, Queryable } from '../../../db';
import { requireEstateAccess } from '../../../lib/access';
import { isId } from '../../../lib/ids';
import { badRequest } from '../../../lib/http-errors';
import * as history from './repository';
import type { Change, HistoryRow } from './repository';
import { HISTORY_PAGE_SIZE } from './schemas';
import type { HistoryEntry, HistoryPage } from './schemas';

/** How far ahead of the server's clock a device's time may be and still be believed. */
const MAX_DEVICE_LEAD_MS = 60_000;

/** A date and time with its offset: 2026-05-01T09:30:00Z, 2026-05-01T12:30:00.123+03:00. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * The device time a client sent with a change (`recordedAt`, or its older name
 * `changedAt`, ISO 8601): believed unless it lies more than a minute in the future, when
 * the server's time is used instead (null): a phone whose clock is wrong must still be
 * able to send a day's work, so it is not refused.
 */
export function deviceTime(
  changedAt: string | undefined,
  now = Date.now(),
  field = 'changedAt',
): Date | null {
  if (changedAt === undefined) return null;
  const time = ISO_TIME.test(changedAt) ? Date.parse(changedAt) : Number.NaN;
  if (Number.isNaN(time)) throw badRequest(`${field} has an invalid format`);
  return time > now + MAX_DEVICE_LEAD_MS ? null : new Date(time);
}

/** The fields whose value differs, as history changes (values compared as JSON). */
export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): Change[] {
  const changes: Change[] = [];
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    const from = before[field] ?? null;
    const to = after[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}

function toEntry(row: HistoryRow, withTree: boolean): HistoryEntry {
  const changes =
    typeof row.changes === 'string' ? (JSON.parse(row.changes) as Change[]) : row.changes;
  const entry: HistoryEntry = {
    // Tree and estate rows number apart: the estate's own rows are told apart by a prefix.
    id: withTree && !row.treeId ? `estate-${row.id}` : row.id,
    at: new Date(row.at).toISOString(),
    recordedAt: new Date(row.recordedAt).toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
    action: row.action,
    changes,
  };
  if (withTree) {
    entry.tree = row.treeId
      ? { id: row.treeId, textCode: row.treeCode, title: row.treeTitle }
      : null;
  }
  return entry;
}

function toPage(
  { rows, total }: { rows: HistoryRow[]; total: number },
  page: number,
  withTree: boolean,
): HistoryPage {
  return {
    history: rows.map((row) => toEntry(row, withTree)),
    pagination: {
      current: page,
      total: Math.ceil(total / HISTORY_PAGE_SIZE),
      count: rows.length,
      totalCount: total,
    },
  };
}

/** A page of the tree's history (the caller checked the tree may be seen). */
export async function treeHistoryPage(
  db: Queryable,
  treeId: string,
  page = 1,
): Promise<HistoryPage> {
  const offset = (page - 1) * HISTORY_PAGE_SIZE;
  return toPage(await history.listTreeHistory(db, treeId, HISTORY_PAGE_SIZE, offset), page, false);
}

/** A page of the estate's history (the caller checked the estate may be seen). */
export async function estateHistoryPage(
  db: Queryable,
  estateId: string,
  page = 1,
): Promise<HistoryPage> {
  const offset = (page - 1) * HISTORY_PAGE_SIZE;
  return toPage(
    await history.listEstateHistory(db, estateId, HISTORY_PAGE_SIZE, offset),
    page,
    true,
  );
}

export const TAG_PRINTS_OTHER_TREES = 'treeIds must be trees of this estate';

/**
 * Records that the tags of these trees were printed (a QR sheet or a label): one
 * `tag_printed` row per tree, in one transaction, by someone who may print them
 * (manageTrees). Every id must be a tree of the estate, or nothing is recorded.
 */
export async function recordTagPrints(
  db: Database,
  userId: string,
  estateId: string,
  treeIds: readonly string[],
): Promise<number> {
  const ids = [...new Set(treeIds)];
  return db.transaction(async (tx) => {
    await requireEstateAccess(tx, userId, estateId, 'manageTrees');
    if (!ids.every(isId)) throw badRequest(TAG_PRINTS_OTHER_TREES);
    const found = await tx.query<{ id: string }>(
      'SELECT id FROM trees WHERE estate_id = $1 AND id = ANY($2::bpchar[])',
      [estateId, ids],
    );
    if (found.length !== ids.length) throw badRequest(TAG_PRINTS_OTHER_TREES);
    await history.insertTreeHistory(
      tx,
      ids.map((treeId) => ({
        treeId,
        estateId,
        actorId: userId,
        action: 'tag_printed',
        changes: [],
      })),
    );
    return ids.length;
  });
}
