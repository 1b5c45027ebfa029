import Dexie from 'dexie';
import type { Table, Transaction } from 'dexie';
import { useAuthStore } from '@grovekeeper/shared';
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
  /** Keyed by [userId+id]: two people of one phone may keep the same tree, each their own copy. */
  storedTrees!: Table<OfflineTree, [string, string]>;
  /** Keyed by [userId+estateId]. */
  storedEstates!: Table<OfflineEstate, [string, string]>;
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
    // Version 2: stored trees and estates belong to the person they were stored for (a
    // primary key cannot change in place, so they move to tables of their own).
    this.version(2)
      .stores({
        trees: null,
        estates: null,
        storedTrees: '[userId+id], userId, [userId+estateId], [userId+code], [userId+qrCode]',
        storedEstates: '[userId+estateId], userId',
      })
      .upgrade(assignStoredRows);
  }
}

/** Who is signed in on this page now (the token store is the federated singleton). */
export function signedInUserId(): string | null {
  return useAuthStore.getState().userId;
}

/** The owner of rows stored before they had one, until someone's refresh claims them. */
export const UNASSIGNED = '';

/** `shell:lastProfile` (shell/src/features/profile/utils/last-profile.ts): whose session this is. */
const LAST_PROFILE_KEY = 'shell:lastProfile';

/**
 * Who the trees and estates stored before version 2 are given to: the person signed in on this
 * phone now, when both the shell's last profile and the token say so (the profile is forgotten
 * on sign-out; before version 2 every online start refreshed the stored estates with this
 * person's token, dropping those they may not see). Else nobody (''): unassigned rows are shown
 * to no one, and the next signed-in person's online refresh takes those the server lets them
 * see (store.ts). Handing them to whoever signs in next would show one person's stored trees to
 * another before the server said they may see them.
 */
export function ownerOfUnassignedRows(): string {
  const signedIn = signedInUserId();
  try {
    const kept = JSON.parse(globalThis.localStorage?.getItem(LAST_PROFILE_KEY) ?? 'null') as {
      userId?: unknown;
    } | null;
    return signedIn && kept?.userId === signedIn ? signedIn : UNASSIGNED;
  } catch {
    return UNASSIGNED;
  }
}

async function assignStoredRows(transaction: Transaction): Promise<void> {
  const userId = ownerOfUnassignedRows();
  const trees = (await transaction.table('trees').toArray()) as OfflineTree[];
  await transaction.table('storedTrees').bulkPut(trees.map((tree) => ({ ...tree, userId })));
  const estates = (await transaction.table('estates').toArray()) as OfflineEstate[];
  await transaction
    .table('storedEstates')
    .bulkPut(estates.map((estate) => ({ ...estate, userId })));
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
