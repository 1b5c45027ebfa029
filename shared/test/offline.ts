// Test helpers for screens that work without signal (`@grovekeeper/shared/testing/offline`):
// the real offline module runs on fake-indexeddb, an in-memory IndexedDB; only the network
// (navigator.onLine, and no fetch in jsdom at all) is the test's.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { useAuthStore } from '../src/token/token-store';
import { closeOfflineDb, findOfflineTree } from '../src/offline';
import type { OfflineEstate, OfflineTree } from '../src/offline';

/**
 * jsdom has no structuredClone, which IndexedDB stores values with: a deep copy of the plain
 * values the store keeps, with Blobs (immutable: a queued photo, a thumbnail) kept as they are.
 */
function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Blob) return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(clone) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clone(item)])) as T;
}
globalThis.structuredClone ??= clone as typeof structuredClone;

// Dexie reads IndexedDB when it loads: a test that imported the module first still gets it.
Dexie.dependencies.indexedDB = indexedDB;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;

const DB_NAME = 'grovekeeper-offline';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** An empty phone: no stored trees, no queued changes (call in beforeEach). */
export async function clearPhone(): Promise<void> {
  closeOfflineDb();
  await done(indexedDB.deleteDatabase(DB_NAME) as unknown as IDBRequest<unknown>);
}

/**
 * Puts rows in the phone's store, as an earlier "Make available offline" (or the frame's copy of
 * the engine, while a screen is open) would have: through a Dexie connection of its own, so the
 * screens' live reads see them at once.
 */
async function putRows(table: 'storedTrees' | 'storedEstates', rows: object[]): Promise<void> {
  // The module makes its database (and tables) on first use.
  await findOfflineTree({ kind: 'id', id: '' });
  const db = new Dexie(DB_NAME);
  try {
    await db.open();
    await db.table(table).bulkPut(rows);
  } finally {
    db.close();
  }
}

/** A stored row; whose it is defaults to the user signed in when it is stored. */
type Owned<T extends { userId: string }> = Omit<T, 'userId'> & { userId?: string };

function owned<T extends { userId?: string }>(row: T): T & { userId: string } {
  const userId = row.userId ?? useAuthStore.getState().userId;
  if (userId === null) throw new Error('Sign someone in first, or give the rows a userId');
  return { ...row, userId };
}

/** Stores trees on the phone for `userId` (default: the signed-in user). */
export function storeTrees(trees: Owned<OfflineTree>[]): Promise<void> {
  return putRows('storedTrees', trees.map(owned));
}

/** Stores an estate on the phone for `userId` (default: the signed-in user). */
export function storeEstate(estate: Owned<OfflineEstate>): Promise<void> {
  return putRows('storedEstates', [owned(estate)]);
}

/** A tree as stored on the phone. */
export function offlineTreeFixture(overrides: Partial<OfflineTree> = {}): Owned<OfflineTree> {
  return {
    id: 'cccccccccccccccccccccccc',
    estateId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    estateName: 'Kalamata Grove',
    code: 'OLV-0001',
    title: 'Olive Tree 1',
    category: 'Olive Tree',
    state: 'healthy',
    notes: 'South corner',
    coordinates: { lat: 37.0551234, lng: 22.0051239 },
    version: 3,
    role: 'field_staff',
    updatedAt: '2026-02-01T10:00:00.000Z',
    thumbnail: null,
    storedAt: '2026-11-27T06:42:00.000Z',
    ...overrides,
  };
}

/** The phone loses (or finds) its signal, as the browser tells the page. */
export function setOnline(online: boolean): void {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** What fetch throws when there is no network at all. */
export const networkFailure = () => new TypeError('Failed to fetch');
