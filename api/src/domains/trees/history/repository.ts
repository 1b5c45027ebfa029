import type { Queryable } from '../../../db';

/**
 * The SQL of tree and estate history (migration 0014). Rows are written by the change's
 * own transaction (pass its `tx`); reads are newest first by the time the server recorded
 * them, then by id (the insertion order within one transaction).
 */

export interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

export interface TreeHistoryInsert {
  treeId: string;
  estateId: string;
  actorId: string;
  action: string;
  changes: readonly Change[];
  /** When the change was made on the device; the server's time when absent. */
  at?: Date | null;
}

/**
 * Inserts the rows in one statement (any number: a moving of 10,000 trees is one) and, in
 * the same statement, grows each tree's version by one per row: every history row is one
 * version of its tree and keeps the version it produced. Answers the trees' new versions
 * (a tree deleted meanwhile has none).
 */
export async function insertTreeHistory(
  db: Queryable,
  rows: readonly TreeHistoryInsert[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await db.query<{ treeId: string; version: number | null }>(
    `WITH u AS (
       SELECT u.*, row_number() OVER (PARTITION BY u.tree_id ORDER BY u.n) AS seq,
              count(*) OVER (PARTITION BY u.tree_id) AS cnt
         FROM unnest($1::bpchar[], $2::bpchar[], $3::bpchar[], $4::text[], $5::text[],
                     $6::timestamptz[])
              WITH ORDINALITY AS u(tree_id, estate_id, actor_id, action, changes, at, n)
     ), bumped AS (
       UPDATE trees t SET version = t.version + c.cnt
         FROM (SELECT DISTINCT tree_id, cnt FROM u) c
        WHERE t.id = c.tree_id
        RETURNING t.id, t.version
     )
     INSERT INTO tree_history (tree_id, estate_id, actor_id, action, changes, at, version)
     SELECT u.tree_id, u.estate_id, u.actor_id, u.action, u.changes::jsonb,
            coalesce(u.at, now()), b.version - u.cnt + u.seq
       FROM u LEFT JOIN bumped b ON b.id = u.tree_id
      ORDER BY u.n
     RETURNING tree_id AS "treeId", version`,
    [
      rows.map((row) => row.treeId),
      rows.map((row) => row.estateId),
      rows.map((row) => row.actorId),
      rows.map((row) => row.action),
      rows.map((row) => JSON.stringify(row.changes)),
      rows.map((row) => row.at?.toISOString() ?? null),
    ],
  );
  const versions = new Map<string, number>();
  for (const { treeId, version } of inserted) {
    if (version !== null) versions.set(treeId, Math.max(versions.get(treeId) ?? 0, version));
  }
  return versions;
}

/** One row per created tree (its version 1), all with the same actor and no field changes listed. */
export async function insertCreatedTrees(
  db: Queryable,
  estateId: string,
  actorId: string,
  treeIds: readonly string[],
): Promise<void> {
  if (treeIds.length === 0) return;
  await db.query(
    `INSERT INTO tree_history (tree_id, estate_id, actor_id, action, version)
     SELECT u.id, $1, $2, 'created', 1 FROM unnest($3::bpchar[]) AS u(id)`,
    [estateId, actorId, treeIds],
  );
}

export async function insertEstateHistory(
  db: Queryable,
  row: { estateId: string; actorId: string; action: string; changes: readonly Change[] },
): Promise<void> {
  await db.query(
    `INSERT INTO estate_history (estate_id, actor_id, action, changes)
     VALUES ($1, $2, $3, $4::jsonb)`,
    [row.estateId, row.actorId, row.action, JSON.stringify(row.changes)],
  );
}

/**
 * The tree's rows written after `version` (issue 26's merge rule), in version order, with
 * who made each change and when (the device's time when it sent one).
 */
export async function treeChangesSince(
  db: Queryable,
  treeId: string,
  version: number,
): Promise<
  {
    version: number;
    actorId: string | null;
    actorName: string | null;
    at: Date;
    changes: Change[] | string;
  }[]
> {
  return db.query(
    `SELECT h.version, h.actor_id AS "actorId", u.name AS "actorName", h.at, h.changes
       FROM tree_history h LEFT JOIN users u ON u.id = h.actor_id
      WHERE h.tree_id = $1 AND h.version > $2
      ORDER BY h.version`,
    [treeId, version],
  );
}

export interface HistoryRow {
  id: string;
  at: Date;
  recordedAt: Date;
  actorId: string | null;
  actorName: string | null;
  action: string;
  changes: Change[] | string;
  treeId: string | null;
  treeCode: string | null;
  treeTitle: string | null;
  total?: number;
}

const HISTORY_COLUMNS = `h.id::text AS id, h.at, h.recorded_at AS "recordedAt", h.actor_id AS "actorId",
  u.name AS "actorName", h.action, h.changes`;

/** A page of the tree's history, newest first, with the number of rows in all. */
export async function listTreeHistory(
  db: Queryable,
  treeId: string,
  limit: number,
  offset: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await db.query<HistoryRow>(
    `SELECT ${HISTORY_COLUMNS}, NULL AS "treeId", NULL AS "treeCode", NULL AS "treeTitle",
            count(*) OVER ()::int AS total
       FROM tree_history h LEFT JOIN users u ON u.id = h.actor_id
      WHERE h.tree_id = $1
      ORDER BY h.recorded_at DESC, h.id DESC LIMIT $2 OFFSET $3`,
    [treeId, limit, offset],
  );
  return {
    rows,
    total: await totalOf(db, rows, offset, 'tree_history WHERE tree_id = $1', treeId),
  };
}

/**
 * A page of the estate's history: its trees' rows (with each tree's id, code and title,
 * when the tree still exists) and its own fields' rows, newest first.
 */
export async function listEstateHistory(
  db: Queryable,
  estateId: string,
  limit: number,
  offset: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await db.query<HistoryRow>(
    `SELECT * FROM (
       (SELECT ${HISTORY_COLUMNS}, h.tree_id AS "treeId", t.text_code AS "treeCode",
               t.title AS "treeTitle", h.id AS seq, 1 AS kind
          FROM tree_history h LEFT JOIN users u ON u.id = h.actor_id
          LEFT JOIN trees t ON t.id = h.tree_id
         WHERE h.estate_id = $1
         ORDER BY h.recorded_at DESC, h.id DESC LIMIT $2::int + $3::int)
       UNION ALL
       (SELECT ${HISTORY_COLUMNS}, NULL, NULL, NULL, h.id AS seq, 0
          FROM estate_history h LEFT JOIN users u ON u.id = h.actor_id
         WHERE h.estate_id = $1
         ORDER BY h.recorded_at DESC, h.id DESC LIMIT $2::int + $3::int)
     ) rows
     ORDER BY "recordedAt" DESC, kind DESC, seq DESC LIMIT $2 OFFSET $3`,
    [estateId, limit, offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT (SELECT count(*) FROM tree_history WHERE estate_id = $1)::int
          + (SELECT count(*) FROM estate_history WHERE estate_id = $1)::int AS total`,
    [estateId],
  );
  return { rows, total: Number(count?.total ?? 0) };
}

async function totalOf(
  db: Queryable,
  rows: readonly HistoryRow[],
  offset: number,
  from: string,
  id: string,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0]?.total);
  if (offset === 0) return 0;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, [
    id,
  ]);
  return Number(count?.total ?? 0);
}
