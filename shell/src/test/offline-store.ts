// The phone's offline store in component tests: the real `@grovekeeper/shared/offline` module
// on fake-indexeddb (a complete in-memory IndexedDB), with the browser switched on- or offline.
// Import this first in a test file: Dexie looks for IndexedDB when it is first imported.
import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { closeOfflineDb, pendingChanges } from '@grovekeeper/shared/offline';
import type { OfflineEstate, QueuedChange } from '@grovekeeper/shared/offline';
import { OFFLINE_DB_NAME } from '../features/sync/utils/sync-gate';

/** jsdom has no structuredClone: a deep copy that keeps Blobs (immutable) as they are. */
function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Blob) return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(clone) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clone(item)])) as T;
}
if (typeof globalThis.structuredClone !== 'function') {
  Object.assign(globalThis, { structuredClone: clone });
}

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

/** The browser loses (false) or regains (true) its connection, with the matching event. */
export function setOnline(value: boolean): void {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Starts a test with no offline store at all, online. */
export async function resetOfflineStore(): Promise<void> {
  online = true;
  // The previous test's engine may still be finishing a read (after 'online'): let it end
  // before the database closes under it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  closeOfflineDb();
  await request(indexedDB.deleteDatabase(OFFLINE_DB_NAME));
}

/**
 * Writes rows into the existing offline store as an earlier session left them (a change the
 * server refused or found in conflict, an estate stored for offline use). Call before render:
 * the module's live queries see only writes made through it.
 */
export async function storeRows(
  table: 'changes' | 'estates' | 'trees',
  rows: readonly (QueuedChange | OfflineEstate | Record<string, unknown>)[],
): Promise<void> {
  await pendingChanges(); // the module creates the store (its tables) if it is not there yet
  const open = indexedDB.open(OFFLINE_DB_NAME);
  const db = await request(open);
  // Stored trees and estates are kept per person (each row names its userId).
  const store = { changes: 'changes', estates: 'storedEstates', trees: 'storedTrees' }[table];
  try {
    const transaction = db.transaction(store, 'readwrite');
    for (const row of rows) transaction.objectStore(store).put(row);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}
