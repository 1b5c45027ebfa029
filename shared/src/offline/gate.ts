// What a page may know of the phone's offline store without loading the engine (Dexie, the
// queue, the sender): the database's name, whether it exists, and the event a copy of the
// engine sends when it opens it. No imports: this file is on pages' first load.

/** The IndexedDB database of the offline store (db.ts). */
export const OFFLINE_DB_NAME = 'grovekeeper-offline';

/**
 * Sent on `window` when a copy of the engine (the shell's or a remote's) opens the store on
 * this page: the other copies' screens may now have something to show.
 */
export const OFFLINE_STORE_OPENED = 'grovekeeper:offline-store-opened';

/**
 * Whether this browser may hold the offline store (stored estates or queued changes, of anyone
 * who signed in here). Listing the databases never creates one, unlike opening it would; a
 * browser that cannot list them is assumed to hold it.
 */
export async function mayHoldOfflineStore(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}
