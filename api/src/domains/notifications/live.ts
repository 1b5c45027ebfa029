import type { Database } from '../../db';
import { NOTIFICATION_CHANNEL } from './fanout';

/**
 * The live side of notifications: each process LISTENs once on the notification channel
 * (PostgreSQL: across replicas; PGlite: its own) and wakes the open streams of the user a
 * payload names; a stream then reads its new rows by seq, so nothing is sent twice and a
 * lost wake-up is repaired by the next one. A LISTEN connection that drops comes back
 * (db/postgres.ts) and then wakes every open stream once.
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<() => void>>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    this.stop = await this.db.listen(
      NOTIFICATION_CHANNEL,
      (payload) => {
        const userId = payload.split(':')[0] ?? '';
        for (const wake of this.streams.get(userId) ?? []) wake();
      },
      // The LISTEN connection came back after a drop: what was notified meanwhile was not
      // heard, so every open stream reads once (by seq: nothing twice, nothing lost).
      () => {
        for (const set of this.streams.values()) for (const wake of set) wake();
      },
    );
  }

  /** Calls `wake` on each new notification of `userId`; answers the unsubscribe. */
  subscribe(userId: string, wake: () => void): () => void {
    let set = this.streams.get(userId);
    if (!set) this.streams.set(userId, (set = new Set()));
    set.add(wake);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.streams.delete(userId);
    };
  }

  /** Ends every open stream (the app is closing). */
  endStreams(): void {
    const ends = [...this.closers];
    this.closers.clear();
    for (const end of ends) end();
    this.streams.clear();
  }

  /** Ends every open stream and stops listening (app close). */
  async close(): Promise<void> {
    this.endStreams();
    await this.stop?.();
    this.stop = null;
  }

  /** The functions that end the open streams. */
  readonly closers = new Set<() => void>();
}
