import { useAuthStore } from '@grovekeeper/shared';
import { offlineDb, writeMeta } from './db';
import { changesOf, sendableChanges } from './queue';
import { updateStoredThumbnail, updateStoredTree } from './store';
import { withLease } from './lease';
import { sendChange } from './transport';
import type { SendOutcome } from './transport';
import type { QueuedChange } from './types';
import type { Tree } from '../types/tree';

export const LOCK_NAME = 'grovekeeper-sync';
export const LAST_SYNCED_KEY = 'lastSyncedAt';
const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 5 * 60_000;

/** The wait before attempt n+1 after `attempts` failed ones: 5 s, doubling, at most 5 min. */
export function backoffDelay(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempts - 1));
}

/** Why a pass stopped before the queue was done. */
export type PassEnd = 'done' | 'offline' | 'signed-out';

async function afterSent(change: QueuedChange, outcome: { body: unknown; tree?: Tree }) {
  await offlineDb().changes.delete(change.id);
  await writeMeta(LAST_SYNCED_KEY, new Date().toISOString());
  if (change.kind === 'tree' && outcome.tree) {
    await updateStoredTree(outcome.tree, change.userId);
  }
  const photo = (outcome.body as { photo?: { thumbnailUrl?: string } } | null)?.photo;
  if (change.kind === 'photo' && photo?.thumbnailUrl) {
    await updateStoredThumbnail(change.treeId, photo.thumbnailUrl, change.userId);
  }
}

/** What a refusal (a 4xx but 401 and 409) does to the change: kept as failed, or dropped. */
export type OnRefused = 'fail' | 'drop';

/**
 * Sends one queued change and records what came of it: sent → removed from the queue (the
 * stored tree updated); 409 → kept with its conflict; refused → failed with the server's text
 * (or dropped, when the person is told at once); 401 → waiting for a sign-in; no answer or
 * 5xx → waiting in back-off. `next`: how a pass goes on ('next': other changes may go).
 */
export async function sendAndRecord(
  change: QueuedChange,
  now: () => number,
  onRefused: OnRefused = 'fail',
): Promise<{ outcome: SendOutcome; next: 'next' | PassEnd }> {
  const changes = offlineDb().changes;
  if (change.status !== 'sending') await changes.update(change.id, { status: 'sending' });
  const outcome: SendOutcome = await sendChange(change).catch((error: unknown) => ({
    kind: 'retry' as const,
    error,
    message: String(error),
    network: false,
  }));
  switch (outcome.kind) {
    case 'sent':
      await afterSent(change, outcome);
      return { outcome, next: 'next' };
    case 'conflict':
      await changes.update(change.id, { status: 'conflict', conflict: outcome.conflict });
      return { outcome, next: 'next' };
    case 'refused':
      if (onRefused === 'drop') await changes.delete(change.id);
      else await changes.update(change.id, { status: 'failed', error: outcome.message });
      return { outcome, next: 'next' };
    case 'signed-out':
      await changes.update(change.id, { status: 'waiting' });
      return { outcome, next: 'signed-out' };
    case 'retry': {
      const attempts = change.attempts + 1;
      await changes.update(change.id, {
        status: 'waiting',
        attempts,
        nextAttemptAt: now() + backoffDelay(attempts),
      });
      // No answer at all: the device is offline, the others would fail the same way.
      return { outcome, next: outcome.network ? 'offline' : 'next' };
    }
  }
}

/**
 * One pass of the sender: sends the signed-in user's changes that may go, in order per tree,
 * until none is left that may go now. `force`: the person asked (Sync now), so changes in
 * back-off are tried too (a failure still counts and lengthens it). Must run under the sync
 * lock (runExclusive).
 */
export async function sendPass(force = false, now: () => number = Date.now): Promise<PassEnd> {
  const userId = useAuthStore.getState().userId;
  if (!userId) return 'signed-out';
  // Under the lock nobody else is sending: a change left 'sending' is from a closed page.
  await offlineDb().changes.where('status').equals('sending').modify({ status: 'waiting' });
  const tried = new Set<string>();
  for (;;) {
    // Signed out or someone else signed in meanwhile: their changes wait for them.
    if (useAuthStore.getState().userId !== userId) return 'signed-out';
    const next = sendableChanges(
      await changesOf(userId),
      userId,
      force ? Number.POSITIVE_INFINITY : now(),
    ).find((change) => !tried.has(change.id));
    if (!next) return 'done';
    tried.add(next.id);
    const result = await sendAndRecord(next, now);
    if (result.next !== 'next') return result.next;
  }
}

let localTail: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` as the only sender across this page's copies of the module and all tabs:
 * a Web Lock when the browser has them, else a lease in IndexedDB (lease.ts), taken by one
 * task of this copy at a time.
 */
export function runExclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) return locks.request(LOCK_NAME, task) as Promise<T>;
  const leased = () => withLease(task);
  const run = localTail.then(leased, leased);
  localTail = run.catch(() => undefined);
  return run;
}

/** The earliest time a waiting change of this user may be tried again (null: none waits). */
export async function nextAttemptTime(): Promise<number | null> {
  const waiting = (await changesOf(useAuthStore.getState().userId)).filter(
    (change) => change.status === 'waiting',
  );
  const times = waiting.map((change) => change.nextAttemptAt ?? 0);
  return times.length ? Math.min(...times) : null;
}

/** Back online: every waiting change may be tried at once (the back-off starts again). */
export async function resetBackoff(): Promise<void> {
  await offlineDb()
    .changes.where('status')
    .equals('waiting')
    .modify({ attempts: 0, nextAttemptAt: null });
}
