import { isHTTPError } from 'ky';
import { api } from '@grovekeeper/shared';
import type { Estate, LatLng, TreeState } from '../types/estate';
import type { EstateRole } from '../types/team';
import type { Tree } from '../types/tree';
import { offlineDb } from './db';
import { fetchBlob } from './transport';
import type { OfflineEstate, OfflineTree } from './types';

/** `GET /api/estates/:id/offline-trees`: the estate's trees as the phone keeps them. */
interface OfflineTreesAnswer {
  estate: { id: string; name: string; role: EstateRole };
  trees: {
    id: string;
    textCode: string;
    qrCode: string;
    title: string;
    category: string;
    state: string;
    notes: string;
    coordinates: LatLng | null;
    version: number;
    updatedAt: string;
    thumbnailUrl: string;
  }[];
}

/** Thumbnails fetched at once while an estate is stored. */
const THUMBNAILS_AT_ONCE = 4;

/** The stored copy of a tree as a tree answer (`GET`/`PUT /api/trees/:id`) has it. */
export function toOfflineTree(tree: Tree, thumbnail: Blob | null, thumbnailUrl = ''): OfflineTree {
  return {
    id: tree.id,
    estateId: tree.estateId,
    estateName: tree.estateName,
    code: tree.textCode,
    qrCode: tree.qrCode,
    title: tree.title,
    category: tree.category,
    state: tree.state as TreeState,
    notes: tree.notes,
    coordinates: tree.coordinates ?? null,
    version: tree.version,
    role: tree.role,
    updatedAt: tree.updatedAt,
    thumbnail,
    thumbnailUrl,
    storedAt: new Date().toISOString(),
  };
}

/**
 * After a change reached the server: the stored copy (if the tree is kept offline) takes the
 * server's values and version, and keeps its thumbnail.
 */
export async function updateStoredTree(tree: Tree): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.trees, async () => {
    const stored = await db.trees.get(tree.id);
    if (!stored) return;
    await db.trees.put(toOfflineTree(tree, stored.thumbnail, stored.thumbnailUrl));
  });
}

/** A new photo of a stored tree: its thumbnail becomes the tree's. */
export async function updateStoredThumbnail(treeId: string, thumbnailUrl: string): Promise<void> {
  if (!(await offlineDb().trees.get(treeId))) return;
  const thumbnail = await fetchBlob(thumbnailUrl);
  if (thumbnail) await offlineDb().trees.update(treeId, { thumbnail, thumbnailUrl });
}

/** Runs `task` on every item, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Stores (or refreshes) an estate's trees: the server's list replaces the stored one (a tree
 * deleted meanwhile is dropped); a thumbnail is fetched only when the newest photo changed
 * (a failed fetch keeps the tree without one).
 */
async function storeEstate(estateId: string, automatic: boolean): Promise<{ trees: number }> {
  const db = offlineDb();
  const { estate, trees } = await api.get<OfflineTreesAnswer>(
    `/api/estates/${encodeURIComponent(estateId)}/offline-trees`,
  );
  const before = new Map(
    (await db.trees.where('estateId').equals(estateId).toArray()).map((tree) => [tree.id, tree]),
  );
  const storedAt = new Date().toISOString();
  const rows: OfflineTree[] = trees.map((tree) => {
    const stored = before.get(tree.id);
    const same = stored?.thumbnailUrl === tree.thumbnailUrl;
    return {
      id: tree.id,
      estateId: estate.id,
      estateName: estate.name,
      code: tree.textCode,
      qrCode: tree.qrCode,
      title: tree.title,
      category: tree.category,
      state: tree.state as TreeState,
      notes: tree.notes,
      coordinates: tree.coordinates ?? null,
      version: tree.version,
      role: estate.role,
      updatedAt: tree.updatedAt,
      thumbnail: same ? (stored?.thumbnail ?? null) : null,
      thumbnailUrl: same ? tree.thumbnailUrl : '',
      storedAt,
    };
  });
  const missing = rows.filter((row, at) => !row.thumbnailUrl && trees[at]?.thumbnailUrl);
  const urls = new Map(trees.map((tree) => [tree.id, tree.thumbnailUrl]));
  await eachLimited(missing, THUMBNAILS_AT_ONCE, async (row) => {
    const url = urls.get(row.id) ?? '';
    row.thumbnail = await fetchBlob(url);
    if (row.thumbnail) row.thumbnailUrl = url;
  });
  await db.transaction('rw', db.trees, db.estates, async () => {
    const gone = [...before.keys()].filter((id) => !urls.has(id));
    await db.trees.bulkDelete(gone);
    await db.trees.bulkPut(rows);
    const previous = await db.estates.get(estateId);
    await db.estates.put({
      estateId,
      estateName: estate.name,
      trees: rows.length,
      storedAt,
      automatic: automatic || (previous?.automatic ?? false),
    });
  });
  return { trees: rows.length };
}

/** "Make available offline": keeps the estate's trees on this device. */
export function makeEstateAvailableOffline(estateId: string): Promise<{ trees: number }> {
  return storeEstate(estateId, false);
}

/** Drops an estate's stored trees (queued changes stay). */
export async function removeEstateOffline(estateId: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.trees, db.estates, async () => {
    await db.trees.where('estateId').equals(estateId).delete();
    await db.estates.delete(estateId);
  });
}

function isGone(error: unknown): boolean {
  return isHTTPError(error) && [403, 404].includes(error.response.status);
}

/**
 * Online: refreshes every stored estate and stores every estate where the user is field staff.
 * An estate the user can no longer see is dropped; other failures keep the stored copy.
 */
export async function refreshOfflineEstates(): Promise<void> {
  const { estates } = await api.get<{ estates: Estate[] }>('/api/estates');
  const stored = await offlineDb().estates.toArray();
  const wanted = new Map<string, boolean>(stored.map((estate) => [estate.estateId, false]));
  for (const estate of estates) {
    if (estate.role === 'field_staff') wanted.set(estate.id, true);
  }
  for (const [estateId, automatic] of wanted) {
    try {
      await storeEstate(estateId, automatic);
    } catch (error) {
      if (isGone(error)) await removeEstateOffline(estateId);
    }
  }
}

/** A stored tree by id, or by the code a tag carries (text code or QR code). */
export async function findOfflineTree(
  ref: { kind: 'id'; id: string } | { kind: 'code'; code: string },
): Promise<OfflineTree | undefined> {
  const trees = offlineDb().trees;
  if (ref.kind === 'id') return trees.get(ref.id);
  return (
    (await trees.where('code').equals(ref.code).first()) ??
    (await trees.where('qrCode').equals(ref.code).first())
  );
}

/** Drops every stored tree and estate; queued changes are never dropped here. */
export async function clearOfflineData(): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.trees, db.estates, async () => {
    await db.trees.clear();
    await db.estates.clear();
  });
}

export type { OfflineEstate };
