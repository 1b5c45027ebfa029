import type { Queryable } from '../../db';
import type { Actor } from '../../lib/actor';
import { MAX_USER_AGENT } from '../../lib/actor';
import { newId } from '../../lib/ids';
import { notifyEvents } from '../notifications';

/**
 * Domain events: one row per change that matters to a person (a listing published, an
 * application approved, a contract signed...), with who, when and from where. Timelines
 * are read from these rows, never reconstructed. Write them with the same `tx` as the
 * change itself, so an event exists exactly when its change was committed.
 */

export type EventSubjectType = 'rental' | 'rental_application' | 'contract' | (string & {});

/** Who made a change and from where (IP address and browser). */
export type EventActor = Actor;

export interface DomainEventInput extends EventActor {
  subjectType: EventSubjectType;
  subjectId: string;
  /** created, published, unpublished, updated, deleted, submitted, approved, rejected, ... */
  action: string;
  /** Anything worth keeping about the change (old and new status, changed fields...). */
  details?: Record<string, unknown>;
}

export interface DomainEvent {
  id: string;
  subjectType: string;
  subjectId: string;
  action: string;
  actorId: string | null;
  /** ISO 8601 timestamp. */
  at: string;
  ip: string;
  userAgent: string;
  details: Record<string, unknown>;
}

/** Inserts one event row, in the caller's transaction. Answers the new row's id. */
export async function recordEvent(tx: Queryable, event: DomainEventInput): Promise<string> {
  const id = newId();
  await tx.query(
    `INSERT INTO domain_events
       (id, subject_type, subject_id, action, actor_id, ip_address, user_agent, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      id,
      event.subjectType,
      event.subjectId,
      event.action,
      event.actorId,
      event.ip,
      event.userAgent.slice(0, MAX_USER_AGENT),
      JSON.stringify(event.details ?? {}),
    ],
  );
  // The people the change concerns are told of it in the same transaction (issue 28).
  await notifyEvents(tx, [{ ...event, id }]);
  return id;
}

/**
 * Inserts several events in one statement (e.g. every application a signing rejected),
 * in the caller's transaction.
 */
export async function recordEvents(
  tx: Queryable,
  events: readonly DomainEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  const ids = events.map(() => newId());
  const column = <T>(pick: (event: DomainEventInput) => T) => events.map(pick);
  await tx.query(
    `INSERT INTO domain_events
       (id, subject_type, subject_id, action, actor_id, ip_address, user_agent, details)
     SELECT id, subject_type, subject_id, action, actor_id, ip_address, user_agent, details::jsonb
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                   $7::text[], $8::text[])
         AS e(id, subject_type, subject_id, action, actor_id, ip_address, user_agent, details)`,
    [
      ids,
      column((event) => event.subjectType),
      column((event) => event.subjectId),
      column((event) => event.action),
      column((event) => event.actorId),
      column((event) => event.ip),
      column((event) => event.userAgent.slice(0, MAX_USER_AGENT)),
      column((event) => JSON.stringify(event.details ?? {})),
    ],
  );
  await notifyEvents(
    tx,
    events.map((event, index) => ({ ...event, id: ids[index]! })),
  );
}

/** The events of one subject, oldest first (timelines). */
export async function listEvents(
  db: Queryable,
  subjectType: EventSubjectType,
  subjectId: string,
): Promise<DomainEvent[]> {
  const rows = await db.query<{
    id: string;
    subjectType: string;
    subjectId: string;
    action: string;
    actorId: string | null;
    at: Date;
    ip: string;
    userAgent: string;
    details: Record<string, unknown>;
  }>(
    `SELECT id, subject_type AS "subjectType", subject_id AS "subjectId", action,
            actor_id AS "actorId", at, ip_address AS ip, user_agent AS "userAgent", details
       FROM domain_events
      WHERE subject_type = $1 AND subject_id = $2
      ORDER BY at, id`,
    [subjectType, subjectId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
