import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsConfig } from '../../config';
import type { Database, Queryable } from '../../db';
import { now } from '../../lib/clock';
import { HttpError } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import * as jobs from './repository';
import type { JobFile, JobRecord } from './repository';

/** This process, as `jobs.runner` names it. */
const RUNNER = `${hostname()}:${process.pid}`;

/** How often a replica deletes the finished jobs older than `keepHours` (any replica may). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** pg-boss's queue of every kind; `jobs.kind` picks the handler. */
export const QUEUE = 'grovekeeper-jobs';

export const JOB_LOST =
  'The job stopped twice because the server running it stopped answering. Please start it again.';
export const JOB_FAILED = 'The job failed unexpectedly. Please try again.';

/** What a handler gets: its input, and `step` to report progress between its steps. */
export interface JobContext {
  jobId: string;
  ownerId: string;
  input: unknown;
  /** 1, or 2 on the retry after the first replica died. */
  attempt: number;
  /**
   * Records progress (0..100) and checks that the job still runs here: it throws (and the
   * handler stops) once the owner cancelled it or a retry elsewhere took it over.
   */
  step(progress: number): Promise<void>;
  /** Keeps a file as the job's download (`GET /api/jobs/:id/file`). */
  saveFile(file: JobFile): Promise<void>;
}

/** The handler's answer is the job's `result`. */
export type JobHandler = (context: JobContext) => Promise<unknown>;

/** Lets timers and I/O (other requests) run before the job goes on. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Thrown by `step` when the job no longer runs here; not a failure. */
class JobStopped extends Error {}

/** pg-boss's SQL in the caller's transaction (a job and its record are written together). */
const bossDb = (db: Queryable): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: await db.query(text, values) }),
});

/**
 * The jobs queue on pg-boss 10 (the last release for Node 20), over the app's own database
 * (PGlite in process, or the PostgreSQL pool every replica shares). Each replica works one
 * job at a time. A claimed job's lease (pg-boss's expiry) is renewed every third of
 * `leaseSeconds`; when a replica dies the lease runs out, pg-boss's maintenance (every
 * replica runs it, one at a time) puts the job back once, and another replica runs it; a
 * second expiry fails it. Started on first use, or by server.ts at start-up.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private starting: Promise<PgBoss> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private lastPrune = 0;
  /** pg-boss's id of the job this replica runs now. */
  private running: string | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly config: JobsConfig,
  ) {}

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  start(): Promise<PgBoss> {
    this.starting ??= this.open();
    return this.starting;
  }

  /**
   * Stops looking for jobs. A job running here is handed back at once (pg-boss retries it
   * on another replica, as after a crash) instead of waiting for its lease to run out.
   */
  async stop(): Promise<void> {
    const boss = await this.starting?.catch(() => null);
    this.starting = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!boss) return;
    if (this.running) await boss.fail(QUEUE, this.running).catch(() => undefined);
    await boss.stop({ graceful: false, close: false });
  }

  /** Looks for queued jobs now (also every `pollSeconds`); one job at a time. */
  wake(): void {
    void this.poll();
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      void this.prune().catch((error: unknown) =>
        this.log.warn({ err: error }, 'Could not delete the old finished jobs'),
      );
    }
  }

  /**
   * Deletes the finished jobs that ended more than `keepHours` ago, with their files (an
   * export kept in the database does not stay for ever); answers how many.
   */
  async prune(): Promise<number> {
    const cutoff = new Date(now().getTime() - this.config.keepHours * 3600 * 1000);
    return jobs.deleteFinishedBefore(this.db, cutoff);
  }

  /** Records the job and queues it in one transaction; answers it queued. */
  async enqueue(ownerId: string, kind: string, input: unknown): Promise<JobRecord> {
    const boss = await this.start();
    const bossId = randomUUID();
    const record = await this.db.transaction(async (tx) => {
      const row = await jobs.insertJob(tx, { id: newId(), ownerId, kind, input, bossId });
      await boss.send(QUEUE, { jobId: row.id }, { id: bossId, db: bossDb(tx) });
      return row;
    });
    // This replica looks at once (another may still be first).
    this.wake();
    return record;
  }

  /**
   * The caller's job as it is now, or null. A job whose last lease expired (no replica
   * will run it again) is failed here; one waiting for its retry shows as queued.
   */
  async current(ownerId: string, id: string): Promise<JobRecord | null> {
    const record = await jobs.findJob(this.db, ownerId, id);
    if (!record || (record.state !== 'queued' && record.state !== 'running')) return record;
    const boss = await this.start();
    const queued = await boss.getJobById(QUEUE, record.bossId, { includeArchive: true });
    if (!queued || queued.state === 'failed') {
      return (await jobs.failUnfinished(this.db, id, JOB_LOST)) ?? record;
    }
    if (record.state === 'running' && (queued.state === 'retry' || queued.state === 'created')) {
      await jobs.requeue(this.db, id);
      return { ...record, state: 'queued' };
    }
    return record;
  }

  /** Cancels the caller's job; answers it as it is after (finished ones stay so), or null. */
  async cancel(ownerId: string, id: string): Promise<JobRecord | null> {
    const current = await this.current(ownerId, id);
    if (!current) return null;
    const cancelled = await jobs.cancelJob(this.db, ownerId, id);
    if (!cancelled) return current;
    const boss = await this.start();
    await boss.cancel(QUEUE, cancelled.bossId);
    return cancelled;
  }

  private async open(): Promise<PgBoss> {
    const { leaseSeconds, pollSeconds } = this.config;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.db.executeSql(text, values) },
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: Math.max(1, Math.floor(leaseSeconds / 3)),
    });
    boss.on('error', (error) => this.log.error({ err: error }, 'The jobs queue failed'));
    await boss.start();
    await boss.createQueue(QUEUE, {
      name: QUEUE,
      retryLimit: 1,
      retryDelay: 0,
      expireInSeconds: leaseSeconds,
    });
    // pg-boss's own `work` fails a handler that outlives expireInSeconds: this loop of
    // fetch and complete lets a renewed lease outlive it.
    this.timer = setInterval(() => this.wake(), pollSeconds * 1000);
    setImmediate(() => this.wake());
    return boss;
  }

  private async poll(): Promise<void> {
    if (this.polling || !this.starting) return;
    this.polling = true;
    try {
      const boss = await this.starting;
      for (;;) {
        if (!this.timer) break;
        const [job] = await boss.fetch<{ jobId: string }>(QUEUE, {
          includeMetadata: true,
          batchSize: 1,
        });
        if (!job) break;
        this.running = job.id;
        const held = await this.run(job.id, job.data.jobId, job.retryCount + 1);
        this.running = null;
        if (held) await boss.complete(QUEUE, job.id);
      }
    } catch (error) {
      this.log.error({ err: error }, 'The jobs queue could not look for jobs');
    } finally {
      this.polling = false;
    }
  }

  /**
   * Runs one claimed job; never throws (a handler's failure is the job's, not pg-boss's).
   * Answers false when the job stopped being this replica's (cancelled, or taken over).
   */
  private async run(bossId: string, jobId: string, attempt: number): Promise<boolean> {
    const record = await jobs.startAttempt(this.db, jobId, attempt, RUNNER);
    if (!record) return false;
    const renew = setInterval(
      () => void this.renewLease(bossId),
      (this.config.leaseSeconds * 1000) / 3,
    );
    const handler = this.handlers.get(record.kind);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${record.kind}`);
      const result = await handler({
        jobId,
        ownerId: record.ownerId,
        input: record.input,
        attempt,
        step: async (progress) => {
          // PGlite answers in process, as promises: without this a long job would hold the
          // event loop (and every request of this process) until it ends.
          await yieldToEventLoop();
          const percent = Math.max(0, Math.min(99, Math.round(progress)));
          if (!(await jobs.updateAttempt(this.db, jobId, attempt, { progress: percent }))) {
            throw new JobStopped();
          }
        },
        saveFile: (file) => jobs.saveJobFile(this.db, jobId, file),
      });
      return await jobs.updateAttempt(this.db, jobId, attempt, { state: 'done', result });
    } catch (error) {
      if (error instanceof JobStopped) return false;
      if (!(error instanceof HttpError)) this.log.error({ err: error, jobId }, 'A job failed');
      const message = error instanceof HttpError ? error.message : JOB_FAILED;
      return jobs
        .updateAttempt(this.db, jobId, attempt, { state: 'failed', error: message })
        .catch((cause: unknown) => {
          this.log.error({ err: cause, jobId }, 'A job was lost');
          return false;
        });
    } finally {
      clearInterval(renew);
    }
  }

  /**
   * The lease: pg-boss 10 expires an active job `expireInSeconds` after its `started_on`
   * and has no heartbeat of its own, so moving `started_on` keeps a live job's lease.
   */
  private async renewLease(bossId: string): Promise<void> {
    await this.db
      .query(
        `UPDATE pgboss.job SET started_on = now()
         WHERE name = $1 AND id = $2 AND state = 'active'`,
        [QUEUE, bossId],
      )
      .catch((error: unknown) => this.log.warn({ err: error }, 'Could not renew a job lease'));
  }
}
