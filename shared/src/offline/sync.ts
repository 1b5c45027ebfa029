import { useAuthStore } from '@grovekeeper/shared';
import { offlineDb } from './db';
import { markRetry, ownChange } from './queue';
import { nextAttemptTime, resetBackoff, runExclusive, sendPass } from './sender';
import { refreshOfflineEstates, updateStoredTree } from './store';
import type { PassEnd } from './sender';

/** This page's one scheduler, shared by every copy of the module through the global object. */
interface Scheduler {
  timer: ReturnType<typeof setTimeout> | null;
  running: Promise<PassEnd> | null;
  again: boolean;
  force: boolean;
  stop: () => void;
}
const SCHEDULER_KEY = Symbol.for('grovekeeper.offline.scheduler');
type WithScheduler = typeof globalThis & { [SCHEDULER_KEY]?: Scheduler };

function scheduler(): Scheduler | undefined {
  return (globalThis as WithScheduler)[SCHEDULER_KEY];
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Plans the next pass for the earliest back-off that is not over yet. */
async function planNext(): Promise<void> {
  const state = scheduler();
  if (!state) return;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const at = await nextAttemptTime();
  if (at === null || !isOnline()) return;
  state.timer = setTimeout(() => void syncDue(), Math.max(0, at - Date.now()));
}

/**
 * Sends what may go (one sender at a time across copies and tabs) and, when the sync was
 * started, plans the next try for changes in back-off. `force`: changes in back-off too.
 */
export async function sendQueued(force: boolean): Promise<void> {
  const state = scheduler();
  if (!state) {
    await runExclusive(() => sendPass(force));
    return;
  }
  if (state.running) {
    state.again = true;
    state.force ||= force;
    await state.running;
    return;
  }
  try {
    do {
      const forced = force || state.force;
      state.again = false;
      state.force = false;
      state.running = runExclusive(() => sendPass(forced));
      await state.running;
    } while (state.again);
  } finally {
    state.running = null;
  }
  await planNext();
}

/** The person asked: sends every waiting change that may go, even those in back-off. */
export function syncNow(): Promise<void> {
  return sendQueued(true);
}

/** Sends the changes whose back-off is over (after a submit, on a timer, when shown again). */
export function syncDue(): Promise<void> {
  return sendQueued(false);
}

function refreshEstatesQuietly(): void {
  if (isOnline() && useAuthStore.getState().userId) {
    refreshOfflineEstates().catch(() => undefined);
  }
}

/**
 * Starts the background sync for this page (idempotent across copies of the module): sends
 * at start, when back online (with a fresh back-off), when the page is shown again and when
 * someone signs in; refreshes the offline estates when online. Returns a stop function.
 */
export function startSync(): () => void {
  const existing = scheduler();
  if (existing) return existing.stop;
  const kick = () => void syncDue().catch(() => undefined);
  const onOnline = () => {
    void resetBackoff().then(kick);
    refreshEstatesQuietly();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick();
  };
  const unsubscribeAuth = useAuthStore.subscribe((state, previous) => {
    if (state.userId && state.userId !== previous.userId) {
      kick();
      refreshEstatesQuietly();
    }
  });
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const state: Scheduler = {
    timer: null,
    running: null,
    again: false,
    force: false,
    stop: () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribeAuth();
      if (state.timer) clearTimeout(state.timer);
      delete (globalThis as WithScheduler)[SCHEDULER_KEY];
    },
  };
  (globalThis as WithScheduler)[SCHEDULER_KEY] = state;
  kick();
  refreshEstatesQuietly();
  return state.stop;
}

/** A failed or conflicting change goes back to waiting and is tried now. */
export async function retryChange(id: string): Promise<void> {
  await markRetry(id);
  await syncNow();
}

/**
 * The person's choice on a conflict. The change's other fields go again from the version it
 * started from, so the server merges them as before (a field nobody else changed applies, one
 * sent back as it was keeps the newer value, notes append): re-sending them from the current
 * version would overwrite what others changed meanwhile. 'mine': the disputed fields go as a
 * change of their own from the current version, right after this one (before any later change
 * of the person's to the tree); 'theirs': they are dropped. The stored tree becomes the current one.
 */
export async function resolveConflict(id: string, keep: 'mine' | 'theirs'): Promise<void> {
  const db = offlineDb();
  const change = await ownChange(id);
  if (!change?.conflict) return;
  const { current, fields } = change.conflict;
  const entries = Object.entries(change.fields ?? {});
  const rest = Object.fromEntries(entries.filter(([field]) => !fields.includes(field)));
  const disputed = Object.fromEntries(entries.filter(([field]) => fields.includes(field)));
  await db.transaction('rw', db.changes, async () => {
    if (Object.keys(rest).length === 0) {
      await db.changes.delete(id);
    } else {
      await db.changes.update(id, {
        fields: rest,
        status: 'waiting',
        conflict: null,
        error: null,
        attempts: 0,
        nextAttemptAt: null,
      });
    }
    if (keep === 'mine' && Object.keys(disputed).length > 0) {
      const { seq } = change;
      const next = await db.changes.where('seq').above(seq).first();
      await db.changes.put({
        ...change,
        id: `${change.id}:mine`,
        // Right after this change, before the person's later ones (they win, being later).
        seq: next ? (seq + next.seq) / 2 : seq + 1,
        fields: disputed,
        baseVersion: current.version,
        status: 'waiting',
        conflict: null,
        error: null,
        attempts: 0,
        nextAttemptAt: null,
      });
    }
  });
  await updateStoredTree(current, change.userId);
  await syncNow();
}
