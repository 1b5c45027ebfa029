import { estateRolesOf } from '../../layout/hooks/useLeadsWithTagging';

// This file is on the first load: it decides whether the sync engine (the offline module and
// IndexedDB library, tens of KB) is needed at all, without loading it.

/** The IndexedDB database of `@grovekeeper/shared/offline` (shared/src/offline/db.ts DB_NAME). */
export const OFFLINE_DB_NAME = 'grovekeeper-offline';

/** The page listing what this phone has not sent yet. */
export const SYNC_PATH = '/sync';

/**
 * Whether this browser holds the offline store (stored estates or queued changes, of anyone
 * who signed in here): true or false, or null when the browser cannot list its databases.
 * Listing never creates the database, unlike opening it would.
 */
export async function hasOfflineStore(): Promise<boolean | null> {
  try {
    if (typeof indexedDB === 'undefined') return false;
    if (typeof indexedDB.databases !== 'function') return null;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === OFFLINE_DB_NAME);
  } catch {
    return null;
  }
}

/**
 * Whether the signed-in user needs the sync engine now: this phone holds offline data or
 * changes, or the user is field staff on an estate (their estates are stored automatically).
 */
export async function needsSyncEngine(userId: string): Promise<boolean> {
  const [store, roles] = await Promise.all([hasOfflineStore(), estateRolesOf(userId)]);
  return store === true || roles.includes('field_staff');
}

/**
 * How many changes of `userId` this phone has not sent yet (0 when it holds none, or when the
 * offline module cannot be loaded: signing out never drops the queue either way).
 */
export async function changesNotSent(userId: string | null): Promise<number> {
  if (!userId || (await hasOfflineStore()) === false) return 0;
  try {
    const { pendingChanges } = await import('@grovekeeper/shared/offline');
    return await pendingChanges(userId);
  } catch (error) {
    console.error('[shell] Could not count the changes waiting on this phone', error);
    return 0;
  }
}
