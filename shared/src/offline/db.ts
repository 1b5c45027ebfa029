import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { OfflineEstate, OfflineTree, QueuedChange } from './types';

/** A small key-value row: the last successful sync, the sender's lease (no Web Locks). */
export interface MetaRow {
  key: string;
  value: unknown;
}

export const DB_NAME = 'grovekeeper-offline';

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

/** This copy's connection, opened on first use. */
export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
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
