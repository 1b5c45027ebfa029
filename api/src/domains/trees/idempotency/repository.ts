import type { Queryable } from '../../../db';

/**
 * The SQL of Idempotency-Keys (migration 0016): one row per user and key, claimed in the
 * write's own transaction and completed with its answer before the commit.
 */

/** What a key was first used for; the answer is only in rows of committed writes. */
export interface KeyScope {
  userId: string;
  key: string;
  method: string;
  /** The request's path (the tree's, a harvest's), without its query. */
  route: string;
  treeId: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface KeyRow {
  method: string;
  route: string;
  treeId: string;
  status: number | null;
  body: unknown;
}

/**
 * Claims the key for this write: true when it was free. On PostgreSQL a concurrent
 * transaction holding the same key makes this wait until it ends: then the key is taken
 * (it committed) or free (it rolled back).
 */
export async function claimKey(db: Queryable, scope: KeyScope): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (user_id, key, method, route, tree_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key) DO NOTHING
     RETURNING 1`,
    [scope.userId, scope.key, scope.method, scope.route, scope.treeId],
  );
  return rows.length > 0;
}

export async function findKey(db: Queryable, userId: string, key: string): Promise<KeyRow | null> {
  const [row] = await db.query<KeyRow>(
    `SELECT method, route, tree_id AS "treeId", status, body
       FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
    [userId, key],
  );
  if (!row) return null;
  const body = typeof row.body === 'string' ? (JSON.parse(row.body) as unknown) : row.body;
  return { ...row, body };
}

export async function completeKey(
  db: Queryable,
  scope: KeyScope,
  answer: StoredAnswer,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET status = $3, body = $4::jsonb WHERE user_id = $1 AND key = $2`,
    [scope.userId, scope.key, answer.status, JSON.stringify(answer.body)],
  );
}

/** Deletes keys and deleted-tree records older than `days`; answers how many keys went. */
export async function purgeOlderThan(db: Queryable, days: number): Promise<number> {
  const keys = await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - $1::int * interval '1 day'
     RETURNING 1`,
    [days],
  );
  await db.query(
    `DELETE FROM deleted_trees WHERE deleted_at < now() - $1::int * interval '1 day'`,
    [days],
  );
  return keys.length;
}
