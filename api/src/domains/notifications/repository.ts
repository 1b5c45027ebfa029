import {
  defaultNotificationChannel,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@grovekeeper/constants';
import type { Queryable } from '../../db';
import type { NotificationJson } from './schemas';

/** The SQL of the notification centre: pages, unread counts, read marks, preferences. */

export const PAGE_SIZE = 20;

const COLUMNS = `id, seq, kind, title, body, link, created_at AS "createdAt", read_at AS "readAt"`;

interface Row {
  id: string;
  seq: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  createdAt: Date | string;
  readAt: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toJson(row: Row): NotificationJson {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: iso(row.createdAt),
    readAt: row.readAt === null ? null : iso(row.readAt),
  };
}

export async function listPage(
  db: Queryable,
  userId: string,
  filters: { page: number; unreadOnly: boolean; kinds?: readonly string[] },
) {
  const params: unknown[] = [userId, filters.unreadOnly, filters.kinds ?? null];
  const where = `user_id = $1 AND (NOT $2::boolean OR read_at IS NULL)
                 AND ($3::text[] IS NULL OR kind = ANY($3::text[]))`;
  const [{ count }] = (await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM notifications WHERE ${where}`,
    params,
  )) as [{ count: string }];
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM notifications WHERE ${where}
      ORDER BY seq DESC LIMIT ${PAGE_SIZE} OFFSET $4`,
    [...params, (filters.page - 1) * PAGE_SIZE],
  );
  const totalCount = Number(count);
  return {
    notifications: rows.map(toJson),
    pagination: {
      current: filters.page,
      total: Math.ceil(totalCount / PAGE_SIZE),
      count: rows.length,
      totalCount,
    },
  };
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
    [userId],
  );
  return Number(row?.count ?? 0);
}

/** Marks the caller's own notifications read; ids of others' are ignored. */
export async function markRead(
  db: Queryable,
  userId: string,
  ids: readonly string[] | 'all',
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE notifications SET read_at = now()
      WHERE user_id = $1 AND read_at IS NULL AND ($2::boolean OR id = ANY($3::text[]))
      RETURNING id`,
    [userId, ids === 'all', ids === 'all' ? [] : ids],
  );
  return rows.length;
}

/** True when the notification exists and is the caller's (marked read if it was not). */
export async function markOneRead(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE notifications SET read_at = coalesce(read_at, now())
      WHERE id = $1 AND user_id = $2 RETURNING id`,
    [id, userId],
  );
  return rows.length > 0;
}

/** The caller's notifications after `seq`, oldest first (the live stream). */
export async function rowsAfter(
  db: Queryable,
  userId: string,
  seq: string,
): Promise<(NotificationJson & { seq: string })[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND seq > $2::bigint
      ORDER BY seq LIMIT 500`,
    [userId, seq],
  );
  return rows.map((row) => ({ ...toJson(row), seq: String(row.seq) }));
}

/** The latest seq of the caller (a stream that starts without Last-Event-ID starts there). */
export async function latestSeq(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ seq: string | null }>(
    `SELECT max(seq) AS seq FROM notifications WHERE user_id = $1`,
    [userId],
  );
  return String(row?.seq ?? 0);
}

export async function preferencesOf(
  db: Queryable,
  userId: string,
): Promise<Record<NotificationKind, NotificationChannel>> {
  const rows = await db.query<{ kind: string; channel: NotificationChannel }>(
    `SELECT kind, channel FROM notification_preferences WHERE user_id = $1`,
    [userId],
  );
  const chosen = new Map(rows.map((row) => [row.kind, row.channel]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? defaultNotificationChannel(kind)]),
  ) as Record<NotificationKind, NotificationChannel>;
}

export async function savePreferences(
  db: Queryable,
  userId: string,
  choices: readonly [NotificationKind, NotificationChannel][],
): Promise<void> {
  if (choices.length === 0) return;
  await db.query(
    `INSERT INTO notification_preferences (user_id, kind, channel)
     SELECT $1, kind, channel FROM unnest($2::text[], $3::text[]) AS c(kind, channel)
     ON CONFLICT (user_id, kind) DO UPDATE SET channel = EXCLUDED.channel`,
    [userId, choices.map(([kind]) => kind), choices.map(([, channel]) => channel)],
  );
}

/** What waits for the caller: the dashboard's "Action required" panel. */
export async function actionsOf(db: Queryable, userId: string) {
  const [row] = await db.query<Record<string, string>>(
    `SELECT
       (SELECT count(*) FROM contracts c
         WHERE c.status = 'pending_signature' AND (c.owner_id = $1 OR c.tenant_id = $1)
           AND NOT EXISTS (SELECT 1 FROM contract_signatures s
                            WHERE s.contract_id = c.id AND s.user_id = $1)) AS "contractsToSign",
       (SELECT count(*) FROM contracts c JOIN contract_terminations t ON t.contract_id = c.id
         WHERE t.status = 'pending' AND c.status IN ('signed', 'active')
           AND (c.owner_id = $1 OR c.tenant_id = $1) AND t.requester_id <> $1)
         AS "terminationsToAnswer",
       (SELECT count(*) FROM rental_applications a JOIN rentals r ON r.id = a.rental_id
         WHERE r.owner_id = $1 AND a.status = 'pending')
       + (SELECT count(*) FROM job_applications a JOIN job_listings l ON l.id = a.job_listing_id
         WHERE l.owner_id = $1 AND a.status IN ('pending', 'reviewed', 'shortlisted'))
         AS "applicationsToDecide",
       (SELECT count(*) FROM harvests h JOIN trees t ON t.id = h.tree_id
         WHERE h.status = 'Pending'
           AND (EXISTS (SELECT 1 FROM estates e WHERE e.id = t.estate_id AND e.owner_id = $1)
             OR EXISTS (SELECT 1 FROM estate_members m
                         WHERE m.estate_id = t.estate_id AND m.user_id = $1
                           AND m.role = 'manager'))) AS "harvestsToApprove",
       (SELECT count(*) FROM estate_invitations i JOIN users u ON u.email = i.email
         WHERE u.id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
           AND i.expires_at > now()) AS "invitationsToAccept"`,
    [userId],
  );
  return {
    contractsToSign: Number(row?.contractsToSign ?? 0),
    terminationsToAnswer: Number(row?.terminationsToAnswer ?? 0),
    applicationsToDecide: Number(row?.applicationsToDecide ?? 0),
    harvestsToApprove: Number(row?.harvestsToApprove ?? 0),
    invitationsToAccept: Number(row?.invitationsToAccept ?? 0),
  };
}
