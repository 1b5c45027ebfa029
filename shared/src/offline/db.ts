import Dexie from 'dexie';
import type { Table } from 'dexie';
import { OFFLINE_DB_NAME, OFFLINE_STORE_OPENED } from './gate';
import type { OfflineEstate, OfflineTree, QueuedChange } from './types';

/** A small key-value row: the last successful sync, the sender's lease (no Web Locks). */
export interface MetaRow {
  key: string;
  value: unknown;
}

export const DB_NAME = OFFLINE_DB_NAME;

/**
 * The phone's store (issue 26): every copy of this module (the shell and each remote bundle
 * it separately) and every tab opens the same IndexedDB database, so all state lives here
 * and nothing is kept in memory that another copy would need.
 */
export class OfflineDb extends Dexie {
  trees!: Table<OfflineTree, string>;
  estates!: Table<OfflineEstate, string>;
  changes!: Table<QueuedChange, string>;
  meta!: Table<MetaRow, string>;

  constructor() {
    super(DB_NAME);
    this.version(1).stores({
      trees: 'id, estateId, code, qrCode',
      estates: 'estateId',
      changes: 'id, &seq, treeId, status, userId',
      meta: 'key',
    });
  }
}

let instance: OfflineDb | null = null;

/**
 * This copy's connection, opened on first use. Opening it tells the page (OFFLINE_STORE_OPENED),
 * so screens of other copies that load the engine only when there is a store follow it too.
 */
export function offlineDb(): OfflineDb {
  if (!instance) {
    instance = new OfflineDb();
    if (typeof window !== 'undefined') {
      // The window's own Event class (the API's tests run this module in a jsdom window).
      queueMicrotask(() => window.dispatchEvent(new window.Event(OFFLINE_STORE_OPENED)));
    }
  }
  return instance;
}

/** Closes this copy's connection (tests: a new instance must find the queue as it was). */
export function closeOfflineDb(): void {
  instance?.close();
  instance = null;
}

export async function readMeta<T>(key: string): Promise<T | undefined> {
  return (await offlineDb().meta.get(key))?.value as T | undefined;
}

export async function writeMeta(key: string, value: unknown): Promise<void> {
  await offlineDb().meta.put({ key, value });
}
