import type { Queryable } from '../../db';
import type { Actor } from '../actor';
import { conflict } from '../http-errors';

/**
 * A transition is one SQL statement guarded by the current state (GUIDE §8):
 * `UPDATE <table> SET status = $to WHERE id = $id AND status = $from RETURNING id`.
 * Zero rows means someone else moved first: the caller answers 409 with a readable
 * reason, and a double click changes nothing twice.
 */
export interface GuardedMove<State extends string> {
  /** A table with `id` and `status` columns (a name from the code, never from input). */
  table: string;
  id: string;
  from: State;
  to: State;
  /** More assignments after `status = $3`, e.g. `updated_at = now()`, `decided_by = $4`. */
  also?: readonly string[];
  /** The values of `$4`, `$5`... used in `also`. */
  values?: readonly unknown[];
  /** One more condition of the guard, e.g. `NOT EXISTS (...)` (same parameters). */
  andWhere?: string;
}

/** Runs the guarded statement: true when the row moved, false when it was no longer in `from`. */
export async function guardedMove<State extends string>(
  db: Queryable,
  move: GuardedMove<State>,
): Promise<boolean> {
  const sets = ['status = $3', ...(move.also ?? [])].join(', ');
  const guard = `id = $1 AND status = $2${move.andWhere ? ` AND ${move.andWhere}` : ''}`;
  const rows = await db.query(`UPDATE ${move.table} SET ${sets} WHERE ${guard} RETURNING id`, [
    move.id,
    move.from,
    move.to,
    ...(move.values ?? []),
  ]);
  return rows.length > 0;
}

/** Deletes the row while it is still in `from`: true when it went. */
export async function guardedDelete<State extends string>(
  db: Queryable,
  target: { table: string; id: string; from: State },
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM ${target.table} WHERE id = $1 AND status = $2 RETURNING id`,
    [target.id, target.from],
  );
  return rows.length > 0;
}

/** The event row of a transition: who, what, and anything worth keeping. */
export interface TransitionEvent extends Actor {
  subjectType: string;
  subjectId: string;
  action: string;
  details?: Record<string, unknown>;
}

/** Writes an event row in the caller's transaction (the events domain's recordEvent). */
export type EventWriter = (tx: Queryable, event: TransitionEvent) => Promise<unknown>;

export interface TransitionOutcome {
  /** The 409 text when the row had moved meanwhile. */
  moved: string;
  /** The event row written with the change; none when null. */
  event: TransitionEvent | null;
  record: EventWriter;
}

/**
 * One transition in the caller's transaction: the guarded statement (409 `moved` when
 * someone else moved first), then its event row.
 */
export async function transition<State extends string>(
  tx: Queryable,
  move: GuardedMove<State>,
  outcome: TransitionOutcome,
): Promise<void> {
  if (!(await guardedMove(tx, move))) throw conflict(outcome.moved);
  if (outcome.event) await outcome.record(tx, outcome.event);
}
