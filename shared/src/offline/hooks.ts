import { liveQuery } from 'dexie';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAuthStore } from '@grovekeeper/shared';
import { readMeta } from './db';
import { LAST_SYNCED_KEY } from './sender';
import { storedEstatesOf } from './store';
import { changesOf } from './queue';
import type { OfflineEstate, QueuedChange, SyncStatus } from './types';

/**
 * Calls `listener` with what `query` reads from IndexedDB, and again whenever that changes (in
 * this copy of the module, another copy on the page or another tab: Dexie's liveQuery follows
 * them all). Answers the function that stops it.
 */
function watch<T>(query: () => Promise<T>, listener: (value: T) => void): () => void {
  const subscription = liveQuery(query).subscribe({
    next: listener,
    error: (error: unknown) => console.warn('Offline store unavailable', error),
  });
  return () => subscription.unsubscribe();
}

/** A value read from IndexedDB, read again whenever what it read changes (see watch). */
function useLive<T>(query: () => Promise<T>, initial: T, key: string): T {
  const [value, setValue] = useState<T>(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the query
  useEffect(() => watch(query, setValue), [key]);
  return value;
}

/**
 * `userId`'s queued changes in the order they were made, now and whenever they change: for a
 * screen that loads this module after its first render (`@grovekeeper/shared/offline/lazy`).
 */
export function watchQueuedChanges(
  userId: string | null,
  listener: (changes: QueuedChange[]) => void,
): () => void {
  return watch(() => changesOf(userId), listener);
}

/** The estates `userId` keeps on this device, now and whenever they change (see watchQueuedChanges). */
export function watchOfflineEstates(
  userId: string | null,
  listener: (estates: OfflineEstate[]) => void,
): () => void {
  return watch(() => storedEstatesOf(userId), listener);
}

function subscribeOnline(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/** navigator.onLine, followed. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );
}

/** The signed-in user's queued changes, in the order they were made. */
export function useQueuedChanges(): QueuedChange[] {
  const userId = useAuthStore((state) => state.userId);
  return useLive(() => changesOf(userId), [], `changes:${userId ?? ''}`);
}

const NO_COUNTS = { waiting: 0, failed: 0, conflicts: 0, sending: false, lastSyncedAt: null };

/** What the banner, the header count and the sync page show. */
export function useSyncStatus(): SyncStatus {
  const online = useOnline();
  const changes = useQueuedChanges();
  const lastSyncedAt = useLive(
    async () => (await readMeta<string>(LAST_SYNCED_KEY)) ?? null,
    NO_COUNTS.lastSyncedAt,
    'lastSyncedAt',
  );
  const count = (status: QueuedChange['status']) =>
    changes.filter((change) => change.status === status).length;
  return {
    online,
    waiting: count('waiting') + count('sending'),
    failed: count('failed'),
    conflicts: count('conflict'),
    sending: count('sending') > 0,
    lastSyncedAt,
  };
}

/** The estates the signed-in user keeps on this device. */
export function useOfflineEstates(): OfflineEstate[] {
  const userId = useAuthStore((state) => state.userId);
  return useLive(() => storedEstatesOf(userId), [], `estates:${userId ?? ''}`);
}
