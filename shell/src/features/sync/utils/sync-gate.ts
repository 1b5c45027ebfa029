import { estateRolesOf } from '../../layout/hooks/useLeadsWithTagging';

// On the first load: decides whether the sync engine (the offline module and its IndexedDB
// library, tens of KB) is needed at all, without loading it. Keep it small, and import
// nothing of it from the lazy sync parts (a module shared with them costs the first load).

/** The IndexedDB database of `@grovekeeper/shared/offline` (shared/src/offline/db.ts DB_NAME). */
export const OFFLINE_DB_NAME = 'grovekeeper-offline';

/**
 * The event the user menu sends before signing out (`detail`: the sign-out itself). The sync
 * parts, when loaded, cancel it and ask first if changes are not sent; else the menu signs out.
 */
export const SIGN_OUT_REQUEST = 'shell:sign-out-request';

/**
 * Whether this browser may hold the offline store (stored estates or queued changes, of anyone
 * who signed in here). Listing the databases never creates one, unlike opening it would; a
 * browser that cannot list them is assumed to hold it.
 */
async function mayHoldOfflineStore(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}

/**
 * Whether the signed-in user needs the sync engine now: this phone may hold offline data or
 * changes, or the user is field staff on an estate (their estates are stored automatically).
 */
export async function needsSyncEngine(userId: string): Promise<boolean> {
  const [store, roles] = await Promise.all([mayHoldOfflineStore(), estateRolesOf(userId)]);
  return store || (roles ?? []).includes('field_staff');
}
