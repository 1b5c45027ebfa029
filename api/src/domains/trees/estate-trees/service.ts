import type { LatLng } from '@grovekeeper/geo';
import type { Database, Queryable } from '../../../db';
import { badRequest, notFound } from '../../../lib/http-errors';
import { isId } from '../../../lib/ids';
import {
  categoriesFor,
  ESTATE_NOT_FOUND,
  gridLayout,
  place,
  randomPoints,
  requireBoundaries,
  requireEstate,
  requireInside,
} from '../../estates';
import type { Estate, EstateDetail, EstateWithTreesVersion } from '../../estates';
import { highestTitleNumbersByCategory, numberedTitles } from './codes';
import { createTrees } from './factory';
import type { CachedTrees, TreeListCache } from './list-cache';
import * as trees from './repository';
import type { CompactTree } from './schemas';
import { requireEstateAccess } from '../../../lib/access';
import { roleOn } from '../access';
import type { MemberRoleCache } from '../access';
import { insertTreeHistory } from '../history/repository';

export const DEFAULT_PAGE_SIZE = 1000;

/**
 * The estate's compact trees in list order, from the in-memory cache when its copy is
 * current, else from the database. Answers 404 for an estate that does not exist or of
 * which the caller is neither the owner nor a member (every role may see the trees). With
 * `cache.notified` (PGlite: every tree write and estate deletion invalidates the entry
 * before the write returns) a hit costs no query for the owner, and none for a member whose
 * role is kept in `roles`; otherwise (PostgreSQL, several replicas) one primary-key read
 * of trees_version with the caller's role decides. A `knownVersion` comes from a caller
 * that has checked the estate is the user's.
 */
export async function estateTrees(
  db: Database,
  cache: TreeListCache,
  userId: string,
  id: string,
  knownVersion?: string,
  roles: MemberRoleCache | null = null,
): Promise<CachedTrees> {
  if (!isId(id)) throw notFound(ESTATE_NOT_FOUND);
  const mark = cache.mark();
  let cached: CachedTrees | undefined;
  if (cache.notified) {
    cached = cache.get(id);
    if (cached && !(await roleOn(db, roles, userId, id, cached.ownerId))) {
      throw notFound(ESTATE_NOT_FOUND);
    }
  } else if (knownVersion !== undefined) {
    cached = cache.get(id, knownVersion);
    if (cached && cached.ownerId !== userId) throw notFound(ESTATE_NOT_FOUND);
  } else {
    const found = await trees.treesVersion(db, userId, id);
    if (!found?.role) throw notFound(ESTATE_NOT_FOUND);
    cached = cache.get(id, found.version);
  }
  if (cached) return cached;
  const loaded = await trees.loadCompactTrees(db, userId, id);
  if (!loaded?.role) throw notFound(ESTATE_NOT_FOUND);
  return cache.set(id, { version: loaded.version, ownerId: loaded.ownerId, mark }, loaded.trees);
}

/** The estate with the number of its trees in each category. */
export async function getEstateDetail(
  db: Database,
  cache: TreeListCache,
  ownerId: string,
  id: string,
  load: () => Promise<EstateWithTreesVersion | null>,
): Promise<EstateDetail> {
  if (!isId(id)) throw notFound(ESTATE_NOT_FOUND);
  // Where changes are notified in-process (PGlite), a cached estate answers with no query.
  if (cache.notified) {
    const cached = cache.get(id);
    if (cached?.estate) {
      if (cached.ownerId !== ownerId) throw notFound(ESTATE_NOT_FOUND);
      return { ...cached.estate, treeCountsByCategory: cached.countsByCategory };
    }
  }
  // Else one read for the estate and its trees_version: a current cached copy of the trees
  // then answers the counts with no second query.
  const mark = cache.mark();
  const found = await load();
  if (!found) throw notFound(ESTATE_NOT_FOUND);
  const { countsByCategory } = await estateTrees(db, cache, ownerId, id, found.treesVersion);
  if (cache.notified) cache.attachEstate(id, mark, ownerId, found.estate);
  return { ...found.estate, treeCountsByCategory: countsByCategory };
}

/**
 * getEstateDetail as the route sends it, serialised by `serialize` (the route's own
 * serializer). Where changes are notified in-process (PGlite), a cached estate's answer is
 * serialised once and sent as is until the entry is dropped: the read costs no query and no
 * serialisation.
 */
export async function getEstateDetailJson(
  db: Database,
  cache: TreeListCache,
  ownerId: string,
  id: string,
  load: () => Promise<EstateWithTreesVersion | null>,
  serialize: (detail: EstateDetail) => string,
): Promise<string> {
  if (cache.notified && isId(id)) {
    const cached = cache.get(id);
    if (cached?.estate) {
      if (cached.ownerId !== ownerId) throw notFound(ESTATE_NOT_FOUND);
      cached.estateJson ??= serialize({
        ...cached.estate,
        treeCountsByCategory: cached.countsByCategory,
      });
      return cached.estateJson;
    }
  }
  return serialize(await getEstateDetail(db, cache, ownerId, id, load));
}

export async function treesPage(
  db: Database,
  cache: TreeListCache,
  roles: MemberRoleCache | null,
  userId: string,
  id: string,
  query: { limit?: number; offset?: number; bbox?: string },
): Promise<{ trees: CompactTree[]; total: number }> {
  const bbox = query.bbox === undefined ? null : parseBbox(query.bbox);
  const all = (await estateTrees(db, cache, userId, id, undefined, roles)).trees;
  const matching = bbox ? all.filter((tree) => inBox(tree.coordinates, bbox)) : all;
  const offset = query.offset ?? 0;
  return {
    trees: matching.slice(offset, offset + (query.limit ?? DEFAULT_PAGE_SIZE)),
    total: matching.length,
  };
}

/** Answers per cached copy of an estate's trees, so repeated reads cost nothing. */
const titleNumbersByEntry = new WeakMap<CachedTrees, Record<string, number>>();

/**
 * The highest trailing title number per tree category over all the estate's trees (any
 * number of them: read from the same cached list as the trees pages), for the add-tree
 * title suggestion. 404 for an estate that does not exist or is not the caller's.
 */
export async function titleNumbers(
  db: Database,
  cache: TreeListCache,
  roles: MemberRoleCache | null,
  userId: string,
  id: string,
): Promise<{ highest: Record<string, number> }> {
  const entry = await estateTrees(db, cache, userId, id, undefined, roles);
  let highest = titleNumbersByEntry.get(entry);
  if (!highest) {
    highest = highestTitleNumbersByCategory(entry.trees);
    titleNumbersByEntry.set(entry, highest);
  }
  return { highest };
}

function inBox(
  { lat, lng }: LatLng,
  [minLng, minLat, maxLng, maxLat]: [number, number, number, number],
): boolean {
  return lng >= minLng && lng <= maxLng && lat >= minLat && lat <= maxLat;
}

/** Moves trees of the estate (owner and managers); all or none, every position inside the boundary. */
export async function updateTreePositions(
  db: Database,
  userId: string,
  id: string,
  positions: readonly { id: string; coordinates: LatLng }[],
): Promise<number> {
  if (positions.some((position) => !isId(position.id))) throw notFound('Tree not found');
  // The last position given for a tree wins.
  const byTree = new Map(positions.map((position) => [position.id, position.coordinates]));
  const unique = [...byTree].map(([treeId, coordinates]) => ({ id: treeId, coordinates }));
  return db.transaction(async (tx) => {
    const { ownerId } = await requireEstateAccess(tx, userId, id, 'manageTrees');
    const estate = await requireEstate(tx, ownerId, id, { lock: true });
    const boundaries = requireBoundaries(estate);
    for (const position of unique) requireInside(position.coordinates, boundaries);
    const ids = unique.map((position) => position.id);
    if ((await trees.countEstateTrees(tx, estate.id, ids)) !== ids.length) {
      throw notFound('Tree not found');
    }
    const moved = await trees.updatePositions(tx, estate.id, unique);
    await insertTreeHistory(
      tx,
      moved
        .filter(({ from, to }) => from.lat !== to.lat || from.lng !== to.lng)
        .map(({ id: treeId, from, to }) => ({
          treeId,
          estateId: estate.id,
          actorId: userId,
          action: 'moved',
          changes: [{ field: 'coordinates', from, to }],
        })),
    );
    return moved.length;
  });
}

/** One tree placed by hand on the estate map (owner and managers). */
export async function addTree(
  db: Database,
  userId: string,
  id: string,
  body: { title: string; category: string; coordinates: LatLng },
): Promise<CompactTree & { photo: string }> {
  const title = body.title.trim();
  if (title === '') throw badRequest('Please enter a tree title');
  const category = body.category.trim();
  if (category === '') throw badRequest('category must not be empty');
  const [tree] = await db.transaction(async (tx) => {
    const { ownerId } = await requireEstateAccess(tx, userId, id, 'manageTrees');
    const estate = await requireEstate(tx, ownerId, id);
    requireInside(body.coordinates, requireBoundaries(estate));
    return createTrees(
      tx,
      estate.id,
      [{ title, category, coordinates: body.coordinates }],
      false,
      userId,
    );
  });
  return { ...(tree as CompactTree), photo: '' };
}

export type GenerationMode = 'random' | 'grid';

/**
 * Generates `count` trees of the estate's types (owner and managers); numbering continues
 * per category.
 */
export async function generateTrees(
  db: Database,
  userId: string,
  id: string,
  count: number,
  mode: GenerationMode,
): Promise<CompactTree[]> {
  const { ownerId } = await requireEstateAccess(db, userId, id, 'manageTrees');
  const found = await requireEstate(db, ownerId, id);
  const boundaries = requireBoundaries(found);
  const points = place(() =>
    mode === 'grid' ? gridLayout(boundaries, count).points : randomPoints(boundaries, count),
  );
  return db.transaction(async (tx) => {
    // Lock the estate so concurrent generations number their titles one after the other.
    const estate = await requireEstate(tx, ownerId, id, { lock: true });
    return plantTrees(tx, estate, points, undefined, { actorId: userId });
  });
}

/**
 * Adds trees at `points` in the caller's transaction (the estate new or locked):
 * categories from the estate's tree types in turn, titles numbered per category after the
 * highest number in use; `confidences` for trees found by AI detection. The trees are
 * auto-generated, except the last `handPlaced` points (the owner added them while reviewing
 * a detection). Each tree's history starts with a 'created' row by `actorId`.
 */
export async function plantTrees(
  tx: Queryable,
  estate: Estate,
  points: readonly LatLng[],
  confidences: readonly (number | null)[] | undefined,
  { handPlaced = 0, actorId }: { handPlaced?: number; actorId: string },
): Promise<CompactTree[]> {
  if (points.length === 0) return [];
  const categories = categoriesFor(estate.treeTypes, points.length);
  const highest = await trees.highestTitleNumbers(tx, estate.id, categories);
  const titles = numberedTitles(categories, highest);
  const drafts = points.map((coordinates, index) => ({
    coordinates,
    category: categories[index] as string,
    title: titles[index] as string,
    detectionConfidence: confidences?.[index] ?? null,
  }));
  const generated = drafts.length - Math.min(Math.max(0, handPlaced), drafts.length);
  const created = await createTrees(tx, estate.id, drafts.slice(0, generated), true, actorId);
  if (generated === drafts.length) return created;
  const placed = await createTrees(tx, estate.id, drafts.slice(generated), false, actorId);
  return [...created, ...placed];
}

const BBOX_NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/** `minLng,minLat,maxLng,maxLat` with min < max, in range. */
export function parseBbox(raw: string): [number, number, number, number] {
  const parts = raw.split(',');
  const message = 'bbox must be four numbers minLng,minLat,maxLng,maxLat with min < max';
  if (parts.length !== 4 || !parts.every((part) => BBOX_NUMBER.test(part))) {
    throw badRequest(message);
  }
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  if (!(minLng < maxLng && minLat < maxLat)) throw badRequest(message);
  if (minLat < -90 || maxLat > 90 || minLng < -180 || maxLng > 180) {
    throw badRequest('bbox must lie within lat -90..90 and lng -180..180');
  }
  return [minLng, minLat, maxLng, maxLat];
}
