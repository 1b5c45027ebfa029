import { api } from '@grovekeeper/shared';
import type { Estate, LatLng, TreeState } from '../types/estate';
import type { EstateRole } from '../types/team';
import type { Tree } from '../types/tree';
import { offlineDb, signedInUserId, UNASSIGNED } from './db';
import { fetchBlob, isHTTPError } from './transport';
import type { OfflineEstate, OfflineTree } from './types';

/** What the phone keeps of a tree, as a tree answer and `offline-trees` both have it. */
type ServerTree = Pick<
  Tree,
  'id' | 'textCode' | 'qrCode' | 'title' | 'category' | 'state' | 'notes' | 'version' | 'updatedAt'
> & { coordinates: LatLng | null };

/** `GET /api/estates/:id/offline-trees`: the estate's trees as the phone keeps them. */
interface OfflineTreesAnswer {
  estate: { id: string; name: string; role: EstateRole };
  trees: (ServerTree & { thumbnailUrl: string })[];
}

/** What a stored copy adds to the server's tree: whose it is, its estate, its thumbnail. */
interface Keeping {
  userId: string;
  estateId: string;
  estateName: string;
  role?: EstateRole;
  thumbnail: Blob | null;
  thumbnailUrl: string;
  storedAt: string;
}

/** Thumbnails fetched at once while an estate is stored. */
const THUMBNAILS_AT_ONCE = 4;

/** The stored copy of a tree: the one mapping from a server's tree (answer or offline list). */
export function toOfflineTree(tree: ServerTree, keeping: Keeping): OfflineTree {
  return {
    ...keeping,
    id: tree.id,
    code: tree.textCode,
    qrCode: tree.qrCode,
    title: tree.title,
    category: tree.category,
    state: tree.state as TreeState,
    notes: tree.notes,
    coordinates: tree.coordinates ?? null,
    version: tree.version,
    updatedAt: tree.updatedAt,
  };
}

/**
 * After `userId`'s change reached the server: their stored copy (if the tree is kept offline)
 * takes the server's values and version, and keeps its thumbnail.
 */
export async function updateStoredTree(tree: Tree, userId: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.storedTrees, async () => {
    const stored = await db.storedTrees.get([userId, tree.id]);
    if (!stored) return;
    await db.storedTrees.put(
      toOfflineTree(tree, {
        userId,
        estateId: tree.estateId,
        estateName: tree.estateName,
        role: tree.role,
        thumbnail: stored.thumbnail,
        thumbnailUrl: stored.thumbnailUrl ?? '',
        storedAt: new Date().toISOString(),
      }),
    );
  });
}

/** A new photo of a tree `userId` keeps: its thumbnail becomes the tree's. */
export async function updateStoredThumbnail(
  treeId: string,
  thumbnailUrl: string,
  userId: string,
): Promise<void> {
  const key: [string, string] = [userId, treeId];
  if (!(await offlineDb().storedTrees.get(key))) return;
  const thumbnail = await fetchBlob(thumbnailUrl);
  if (thumbnail) await offlineDb().storedTrees.update(key, { thumbnail, thumbnailUrl });
}

/** Runs `task` on every item, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** An estate's stored trees (of one person), by id. */
async function storedTreesOf(userId: string, estateId: string) {
  const trees = await offlineDb().storedTrees.where('[userId+estateId]').equals([userId, estateId]);
  return new Map((await trees.toArray()).map((tree) => [tree.id, tree]));
}

/** Drops one person's copy of an estate and its trees (their queued changes stay). */
async function dropEstate(userId: string, estateId: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.storedTrees, db.storedEstates, async () => {
    await db.storedTrees.where('[userId+estateId]').equals([userId, estateId]).delete();
    await db.storedEstates.delete([userId, estateId]);
  });
}

/**
 * Stores (or refreshes) an estate's trees for the signed-in user: the server's list replaces
 * their stored one (a tree deleted meanwhile is dropped); a thumbnail is fetched only when the
 * newest photo changed (a failed fetch keeps the tree without one). An answer that arrives after
 * the user changed (signed out, someone else in) is not stored: it was read with their token.
 * A copy kept from before stored rows had an owner, once the server let this user read the
 * estate, becomes theirs (its thumbnails reused).
 */
async function storeEstate(estateId: string, automatic: boolean): Promise<{ trees: number }> {
  const userId = signedInUserId();
  if (!userId) throw new Error('Sign in to keep trees on this phone');
  const db = offlineDb();
  const { estate, trees } = await api.get<OfflineTreesAnswer>(
    `/api/estates/${encodeURIComponent(estateId)}/offline-trees`,
  );
  const before = await storedTreesOf(userId, estateId);
  const unassigned = await storedTreesOf(UNASSIGNED, estateId);
  const storedAt = new Date().toISOString();
  const rows: OfflineTree[] = trees.map((tree) => {
    const stored = before.get(tree.id) ?? unassigned.get(tree.id);
    const same = stored?.thumbnailUrl === tree.thumbnailUrl;
    return toOfflineTree(tree, {
      userId,
      estateId: estate.id,
      estateName: estate.name,
      role: estate.role,
      thumbnail: same ? (stored?.thumbnail ?? null) : null,
      thumbnailUrl: same ? tree.thumbnailUrl : '',
      storedAt,
    });
  });
  const missing = rows.filter((row, at) => !row.thumbnailUrl && trees[at]?.thumbnailUrl);
  const urls = new Map(trees.map((tree) => [tree.id, tree.thumbnailUrl]));
  await eachLimited(missing, THUMBNAILS_AT_ONCE, async (row) => {
    const url = urls.get(row.id) ?? '';
    row.thumbnail = await fetchBlob(url);
    if (row.thumbnail) row.thumbnailUrl = url;
  });
  if (signedInUserId() !== userId) return { trees: 0 };
  await db.transaction('rw', db.storedTrees, db.storedEstates, async () => {
    const gone = [...before.keys()].filter((id) => !urls.has(id));
    await db.storedTrees.bulkDelete(gone.map((id): [string, string] => [userId, id]));
    await db.storedTrees.bulkPut(rows);
    const previous = await db.storedEstates.get([userId, estateId]);
    await db.storedEstates.put({
      userId,
      estateId,
      estateName: estate.name,
      trees: rows.length,
      storedAt,
      automatic: automatic || (previous?.automatic ?? false),
    });
  });
  if (unassigned.size > 0 || (await db.storedEstates.get([UNASSIGNED, estateId]))) {
    await dropEstate(UNASSIGNED, estateId);
  }
  return { trees: rows.length };
}

/** "Make available offline": keeps the estate's trees on this device for the signed-in user. */
export function makeEstateAvailableOffline(estateId: string): Promise<{ trees: number }> {
  return storeEstate(estateId, false);
}

/** Drops the signed-in user's stored copy of an estate (queued changes stay). */
export async function removeEstateOffline(estateId: string): Promise<void> {
  const userId = signedInUserId();
  if (userId) await dropEstate(userId, estateId);
}

function isGone(error: unknown): boolean {
  return isHTTPError(error) && [403, 404].includes(error.response.status);
}

/**
 * Online: refreshes every estate the signed-in user keeps and stores every estate where they are
 * field staff. Estates kept from before stored rows had an owner are tried too: those the server
 * lets this user read become theirs, the others stay unassigned (shown to nobody). An estate the
 * user can no longer see is dropped; other failures keep the stored copy.
 */
export async function refreshOfflineEstates(): Promise<void> {
  const userId = signedInUserId();
  if (!userId) return;
  const { estates } = await api.get<{ estates: Estate[] }>('/api/estates');
  const stored = await offlineDb().storedEstates.where('userId').equals(userId).toArray();
  const wanted = new Map<string, boolean>(stored.map((estate) => [estate.estateId, false]));
  const visible = new Set(estates.map((estate) => estate.id));
  const unassigned = await offlineDb().storedEstates.where('userId').equals(UNASSIGNED).toArray();
  for (const estate of unassigned) {
    if (visible.has(estate.estateId) && !wanted.has(estate.estateId)) {
      wanted.set(estate.estateId, false);
    }
  }
  for (const estate of estates) {
    if (estate.role === 'field_staff') wanted.set(estate.id, true);
  }
  for (const [estateId, automatic] of wanted) {
    try {
      await storeEstate(estateId, automatic);
    } catch (error) {
      if (isGone(error)) await dropEstate(userId, estateId);
    }
  }
}

/**
 * A tree the signed-in user keeps, by id or by the code a tag carries (text code or QR code);
 * nobody's when no one is signed in.
 */
export async function findOfflineTree(
  ref: { kind: 'id'; id: string } | { kind: 'code'; code: string },
): Promise<OfflineTree | undefined> {
  const userId = signedInUserId();
  const trees = offlineDb().storedTrees;
  if (!userId) {
    await offlineDb().open(); // the store exists from the first use on, whoever uses it
    return undefined;
  }
  if (ref.kind === 'id') return trees.get([userId, ref.id]);
  return (
    (await trees.where('[userId+code]').equals([userId, ref.code]).first()) ??
    (await trees.where('[userId+qrCode]').equals([userId, ref.code]).first())
  );
}

/**
 * The estates the signed-in user keeps on this phone (for the hooks); none when nobody is
 * signed in.
 */
export function storedEstatesOf(userId: string | null): Promise<OfflineEstate[]> {
  if (!userId) return Promise.resolve([]);
  return offlineDb().storedEstates.where('userId').equals(userId).toArray();
}

/**
 * Drops every stored tree and estate on this phone, of everyone (a reset of the device's
 * copies); queued changes are never dropped here.
 */
export async function clearOfflineData(): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.storedTrees, db.storedEstates, async () => {
    await db.storedTrees.clear();
    await db.storedEstates.clear();
  });
}

export type { OfflineEstate };
