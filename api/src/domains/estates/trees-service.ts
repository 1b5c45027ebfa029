import type { Database } from '../../db';
import { badRequest, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import type { LatLng } from './geometry';
import type { CompactTree } from './schemas';
import { requireBoundaries, requireEstate, requireInside } from './service';
import { createTrees } from './tree-factory';
import * as trees from './trees-repository';
import { parseBbox } from './validation';

export const DEFAULT_PAGE_SIZE = 1000;

export async function treesPage(
  db: Database,
  ownerId: string,
  id: string,
  query: { limit?: number; offset?: number; bbox?: string },
): Promise<{ trees: CompactTree[]; total: number }> {
  const bbox = query.bbox === undefined ? null : parseBbox(query.bbox);
  const estate = await requireEstate(db, ownerId, id);
  return trees.listTrees(db, estate.id, {
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
    bbox,
  });
}

/** Moves trees of the estate; all or none, every position inside the boundary. */
export async function updateTreePositions(
  db: Database,
  ownerId: string,
  id: string,
  positions: readonly { id: string; coordinates: LatLng }[],
): Promise<number> {
  if (positions.some((position) => !isId(position.id))) throw notFound('Tree not found');
  // The last position given for a tree wins.
  const byTree = new Map(positions.map((position) => [position.id, position.coordinates]));
  const unique = [...byTree].map(([treeId, coordinates]) => ({ id: treeId, coordinates }));
  return db.transaction(async (tx) => {
    const estate = await requireEstate(tx, ownerId, id, { lock: true });
    const boundaries = requireBoundaries(estate);
    for (const position of unique) requireInside(position.coordinates, boundaries);
    const ids = unique.map((position) => position.id);
    if ((await trees.countEstateTrees(tx, estate.id, ids)) !== ids.length) {
      throw notFound('Tree not found');
    }
    return trees.updatePositions(tx, estate.id, unique);
  });
}

/** One tree placed by hand on the estate map. */
export async function addTree(
  db: Database,
  ownerId: string,
  id: string,
  body: { title: string; category: string; coordinates: LatLng },
): Promise<CompactTree & { photo: string }> {
  const title = body.title.trim();
  if (title === '') throw badRequest('Please enter a tree title');
  const category = body.category.trim();
  if (category === '') throw badRequest('category must not be empty');
  const [tree] = await db.transaction(async (tx) => {
    const estate = await requireEstate(tx, ownerId, id);
    requireInside(body.coordinates, requireBoundaries(estate));
    return createTrees(tx, estate.id, [{ title, category, coordinates: body.coordinates }], false);
  });
  return { ...(tree as CompactTree), photo: '' };
}
