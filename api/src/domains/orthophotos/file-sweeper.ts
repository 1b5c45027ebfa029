import type { Database } from '../../db';
import type { FileStorage } from '../../lib/storage';
import { forgetFileDeletions, queuedFileDeletions } from './repository';

const BATCH = 32;
export const SWEEP_INTERVAL_MS = 60_000;

interface SweepLog {
  warn(details: object, message: string): void;
}

/**
 * Deletes the files of orthophotos that are gone. Migration 0005 queues a file in the
 * transaction that deletes or replaces its record, including deletions by cascade (an
 * estate or its owner deleted through another route), so a file is removed only once
 * nothing can refer to it again, whichever path removed the record.
 *
 * Sweeps run after this domain's own writes, on the database's notification where it
 * reaches this process (the embedded PGlite: right after an estate is deleted), and once
 * a minute (PostgreSQL, other replicas). A file that cannot be deleted stays queued and
 * is tried again on the next sweep.
 */
export class OrthophotoFileSweeper {
  /** The last sweep asked for; sweeps run one after the other. */
  private tail: Promise<void> = Promise.resolve();
  /** A sweep asked for that has not started yet: later requests share it. */
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly log: SweepLog,
  ) {}

  async start(intervalMs = SWEEP_INTERVAL_MS): Promise<void> {
    if (this.db.listenInProcess) {
      // Sweep after the notifying statement has answered, not inside its delivery.
      this.stopListening = await this.db.listenInProcess('orthophoto_files_orphaned', () => {
        setImmediate(() => void this.sweep());
      });
    }
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
    void this.sweep();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.stopListening?.();
    this.stopListening = null;
    await this.tail;
  }

  /**
   * Deletes every queued file. Sweeps run one at a time; a request while one runs gets
   * the next one, which starts after it and so sees every deletion committed before.
   */
  sweep(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.tail
      .then(() => {
        this.queued = null;
        return this.drain();
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'Orthophoto file sweep failed'));
    this.queued = run;
    this.tail = run;
    return run;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const keys = await queuedFileDeletions(this.db, BATCH);
      if (keys.length === 0) return;
      const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
      const deleted = keys.filter((key, index) => {
        const result = results[index];
        if (result?.status === 'rejected') {
          this.log.warn({ err: result.reason, key }, 'Could not delete an orthophoto file');
          return false;
        }
        return true;
      });
      await forgetFileDeletions(this.db, deleted);
      if (deleted.length < keys.length) return; // try the rest on the next sweep
    }
  }
}
