// Test helpers for screens that work without signal (`@grovekeeper/shared/testing/offline`):
// the real offline module runs on fake-indexeddb, an in-memory IndexedDB; only the network
// (navigator.onLine, and no fetch in jsdom at all) is the test's.
import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { closeOfflineDb, findOfflineTree } from '../src/offline';
import type { OfflineEstate, OfflineTree } from '../src/offline';

// jsdom has no structuredClone, which IndexedDB stores values with.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

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
async function putRows(table: 'trees' | 'estates', rows: object[]): Promise<void> {
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

export function storeTrees(trees: OfflineTree[]): Promise<void> {
  return putRows('trees', trees);
}

export function storeEstate(estate: OfflineEstate): Promise<void> {
  return putRows('estates', [estate]);
}

/** A tree as stored on the phone. */
export function offlineTreeFixture(overrides: Partial<OfflineTree> = {}): OfflineTree {
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
