import type { Database, Queryable } from '../../db';
import { addDays, today } from '../../lib/clock';
import { recordEvent } from '../events';
import { decide } from './lifecycle';
import type { ContractStatus } from './lifecycle';
import * as contracts from './repository';
import { SYSTEM, relistIfChosen, terminate } from './after-signature';

/**
 * The contract lifecycle job (issue 28): one pass moves every contract whose day has come,
 * by the lifecycle clock (`src/lib/clock.ts`, "today" in Europe/Athens):
 *
 * - signed -> active on its start date (event `activated`);
 * - an accepted early end -> terminated the day after its agreed last day (`terminated`),
 *   relisting the land as on completion when the owner chose to;
 * - active -> completed the day after its end date (`completed`); the listing becomes
 *   available again when the owner chose to relist (the rentals domain's `relistListing`);
 * - 30 days before the end date of an active contract, once, an `ending_soon` event
 *   (`ending_soon_notified_at`), which tells both parties.
 *
 * Every change is the lifecycle's guarded UPDATE with its domain event (and so its
 * notifications) in the pass's one transaction. The pass holds
 * `pg_try_advisory_xact_lock(SCHEDULE_LOCK)`: a replica that cannot take it skips, so
 * passes never overlap across replicas; the guards make a later pass change nothing twice.
 */

/** The advisory lock key of the pass (the migrations use 4730211). */
export const SCHEDULE_LOCK = 4730228;

/** How many days before the end date the parties are told the contract ends soon. */
export const ENDING_SOON_DAYS = 30;

export interface SchedulePass {
  /** False when another process held the lock (this one did nothing). */
  ran: boolean;
  activated: number;
  completed: number;
  terminated: number;
  endingSoon: number;
  relisted: number;
}

const NOTHING = { activated: 0, completed: 0, terminated: 0, endingSoon: 0, relisted: 0 };

/** One pass of the job with the lifecycle clock; see above. */
export async function runContractSchedule(db: Database): Promise<SchedulePass> {
  const day = today();
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [SCHEDULE_LOCK],
    );
    if (!lock?.locked) return { ran: false, ...NOTHING };
    const pass: SchedulePass = { ran: true, ...NOTHING };

    for (const row of await due(
      tx,
      `SELECT id, status, to_char(start_date, 'YYYY-MM-DD') AS date
         FROM contracts WHERE status = 'signed' AND start_date <= $1::date`,
      day,
    )) {
      if (await move(tx, row.id, row.status, 'activate', 'activated', { startDate: row.date })) {
        pass.activated += 1;
      }
    }

    for (const row of await due(
      tx,
      `SELECT c.id, c.status, to_char(t.end_date, 'YYYY-MM-DD') AS date
         FROM contracts c JOIN contract_terminations t ON t.contract_id = c.id
        WHERE t.status = 'accepted' AND c.status IN ('signed', 'active')
          AND t.end_date < $1::date`,
      day,
    )) {
      if (await terminate(tx, row.id, row.status, row.date)) pass.terminated += 1;
    }

    for (const row of await due(
      tx,
      `SELECT id, status, to_char(end_date, 'YYYY-MM-DD') AS date
         FROM contracts WHERE status = 'active' AND end_date < $1::date`,
      day,
    )) {
      if (!(await move(tx, row.id, row.status, 'complete', 'completed', { endDate: row.date }))) {
        continue;
      }
      pass.completed += 1;
      if (await relistIfChosen(tx, row.id)) pass.relisted += 1;
    }

    const endingSoon = await tx.query<{ id: string; date: string }>(
      `UPDATE contracts SET ending_soon_notified_at = now()
        WHERE status = 'active' AND ending_soon_notified_at IS NULL
          AND end_date >= $1::date AND end_date <= $2::date
        RETURNING id, to_char(end_date, 'YYYY-MM-DD') AS date`,
      [day, addDays(day, ENDING_SOON_DAYS)],
    );
    for (const row of endingSoon) {
      await recordEvent(tx, {
        ...SYSTEM,
        subjectType: 'contract',
        subjectId: row.id,
        action: 'ending_soon',
        details: { endDate: row.date },
      });
      pass.endingSoon += 1;
    }
    return pass;
  });
}

interface DueRow {
  id: string;
  status: ContractStatus;
  date: string;
}

/** The contracts a step concerns, locked for the pass, oldest first. */
function due(tx: Queryable, sql: string, day: string): Promise<DueRow[]> {
  return tx.query<DueRow>(`${sql} ORDER BY 1 FOR UPDATE`, [day]);
}

/** One system transition of the lifecycle with its event; false when it no longer applies. */
async function move(
  tx: Queryable,
  id: string,
  from: ContractStatus,
  action: 'activate' | 'complete',
  event: 'activated' | 'completed',
  details: Record<string, unknown>,
): Promise<boolean> {
  const decision = decide(from, action, 'system');
  if (!decision.allowed) return false;
  if (!(await contracts.moveStatus(tx, id, action, from, decision.to))) return false;
  await recordEvent(tx, {
    ...SYSTEM,
    subjectType: 'contract',
    subjectId: id,
    action: event,
    details: { from, to: decision.to, ...details },
  });
  return true;
}

export interface ScheduleLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The job's timer (server.ts starts it, like the mailer; tests call runContractSchedule). */
export interface ContractScheduler {
  /** A pass now and then every `seconds` (0: never on its own). */
  start(): void;
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
  runOnce(): Promise<SchedulePass>;
}

export function createContractScheduler(deps: {
  db: Database;
  log: ScheduleLog;
  seconds: number;
}): ContractScheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const runOnce = async () => {
    const pass = await runContractSchedule(deps.db);
    const { ran, ...counts } = pass;
    if (ran && Object.values(counts).some((count) => count > 0)) {
      deps.log.info(counts, 'Contract lifecycle pass');
    }
    return pass;
  };
  const tick = () => {
    if (running || stopped) return;
    running = runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'Contract lifecycle pass failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (stopped || timer || deps.seconds === 0) return;
      tick();
      timer = setInterval(tick, deps.seconds * 1000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}
