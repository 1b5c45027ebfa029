import { HTTPError } from 'ky';
import { api } from '../http/client';
import type { Estate, TreeState } from '../types/estate';
import type { Tree } from '../types/tree';
import { offlineDb } from './db';
import { fetchBlob } from './transport';
import type { OfflineEstate, OfflineTree } from './types';

/** One tree of `GET /api/trees?estateId=` (a Tree, with the newest photo's thumbnail URL when known). */
type ServerTree = Tree & { version: number; thumbnailUrl?: string };

const PAGE = 10_000;

/** The stored copy of a tree as the server answered it. */
export function toOfflineTree(tree: ServerTree, thumbnail: Blob | null): OfflineTree {
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
    storedAt: new Date().toISOString(),
  };
}

/**
 * After a change reached the server: the stored copy (if the tree is kept offline) takes the
 * server's values and version, and keeps its thumbnail unless a new one is given.
 */
export async function updateStoredTree(tree: Tree, thumbnail?: Blob | null): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.trees, async () => {
    const stored = await db.trees.get(tree.id);
    if (!stored) return;
    await db.trees.put(toOfflineTree(tree as ServerTree, thumbnail ?? stored.thumbnail));
  });
}

/** A new photo of a stored tree: its thumbnail becomes the tree's. */
export async function updateStoredThumbnail(treeId: string, thumbnailUrl: string): Promise<void> {
  const stored = await offlineDb().trees.get(treeId);
  if (!stored) return;
  const thumbnail = await fetchBlob(thumbnailUrl);
  if (thumbnail) await offlineDb().trees.update(treeId, { thumbnail });
}

async function fetchEstateTrees(estateId: string): Promise<ServerTree[]> {
  const page = await api.get<{ trees: ServerTree[] }>('/api/trees', { estateId, limit: PAGE });
  return page.trees;
}

/**
 * Stores (or refreshes) an estate's trees: the server's list replaces the stored one (a tree
 * deleted meanwhile is dropped); thumbnails are fetched anew only when the photo changed.
 */
async function storeEstate(
  estateId: string,
  estateName: string | null,
  automatic: boolean,
): Promise<{ trees: number }> {
  const db = offlineDb();
  const trees = await fetchEstateTrees(estateId);
  const before = new Map(
    (await db.trees.where('estateId').equals(estateId).toArray()).map((tree) => [tree.id, tree]),
  );
  const rows: OfflineTree[] = [];
  for (const tree of trees) {
    const stored = before.get(tree.id);
    const url = tree.thumbnailUrl ?? '';
    const keep = stored && stored.version === tree.version ? stored.thumbnail : null;
    const thumbnail = keep ?? (url ? await fetchBlob(url) : null);
    rows.push(toOfflineTree(tree, thumbnail));
  }
  const name = estateName ?? trees[0]?.estateName ?? before.values().next().value?.estateName ?? '';
  await db.transaction('rw', db.trees, db.estates, async () => {
    const gone = [...before.keys()].filter((id) => !trees.some((tree) => tree.id === id));
    await db.trees.bulkDelete(gone);
    await db.trees.bulkPut(rows);
    const previous = await db.estates.get(estateId);
    await db.estates.put({
      estateId,
      estateName: name,
      trees: rows.length,
      storedAt: new Date().toISOString(),
      automatic: automatic || (previous?.automatic ?? false),
    });
  });
  return { trees: rows.length };
}

/** "Make available offline": keeps the estate's trees on this device. */
export function makeEstateAvailableOffline(estateId: string): Promise<{ trees: number }> {
  return storeEstate(estateId, null, false);
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
  return error instanceof HTTPError && [403, 404].includes(error.response.status);
}

/**
 * Online: refreshes every stored estate and stores every estate where the user is field staff.
 * An estate the user can no longer see is dropped; other failures keep the stored copy.
 */
export async function refreshOfflineEstates(): Promise<void> {
  const { estates } = await api.get<{ estates: Estate[] }>('/api/estates');
  const stored = await offlineDb().estates.toArray();
  const wanted = new Map<string, { name: string | null; automatic: boolean }>();
  for (const estate of stored) wanted.set(estate.estateId, { name: null, automatic: false });
  for (const estate of estates) {
    const automatic = estate.role === 'field_staff';
    if (automatic || wanted.has(estate.id)) {
      wanted.set(estate.id, { name: estate.name, automatic });
    }
  }
  for (const [estateId, { name, automatic }] of wanted) {
    try {
      await storeEstate(estateId, name, automatic);
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
