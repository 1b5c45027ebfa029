import type { Database, Queryable } from '../../db';
import { isUniqueViolation } from '../../db';
import { conflict, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import type { Tree, TreeUpdate } from './schemas';
import * as trees from './repository';
import type { TreeDetailCache } from './tree-cache';
import { insertTreeHistory } from './history/repository';
import { deviceTime, diff } from './history/service';
import { parseTreeUpdate, requireCode, requirePlacement } from './validation';

export const TREE_NOT_FOUND = 'Tree not found';
export const CODE_IN_USE = 'This tree code is already in use';
export const DEFAULT_PAGE_SIZE = 1000;

/** The caller's tree, or 404 (also for malformed ids and other owners' trees). */
export async function getTree(db: Queryable, ownerId: string, id: string): Promise<Tree> {
  const tree = isId(id) ? await trees.findTree(db, ownerId, id) : null;
  if (!tree) throw notFound(TREE_NOT_FOUND);
  return tree;
}

/**
 * getTree for the routes: from the in-memory copy when there is one (PGlite, see
 * tree-cache.ts), else one statement.
 */
export async function readTree(
  db: Database,
  cache: TreeDetailCache | null,
  ownerId: string,
  id: string,
): Promise<Tree> {
  const cached = cache?.get(ownerId, id);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const tree = await getTree(db, ownerId, id);
  cache?.set(mark, ownerId, tree);
  return tree;
}

/** Just the access check, for the routes under a tree (photos, harvests). */
export async function requireTreeAccess(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<{ id: string; estateId: string }> {
  const tree = isId(id) ? await trees.findTreeRef(db, ownerId, id) : null;
  if (!tree) throw notFound(TREE_NOT_FOUND);
  return tree;
}

/** The caller's tree with that QR code or text code (what a scanned tag carries). */
export async function getTreeByCode(
  db: Database,
  cache: TreeDetailCache | null,
  ownerId: string,
  rawCode: string,
): Promise<Tree> {
  const code = requireCode(rawCode.trim(), 'code');
  const cached = cache?.getByCode(ownerId, code);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const tree = await trees.findTreeByCode(db, ownerId, code);
  if (!tree) throw notFound(TREE_NOT_FOUND);
  cache?.set(mark, ownerId, tree, { code });
  return tree;
}

export function listTrees(
  db: Database,
  ownerId: string,
  query: { limit?: number; offset?: number; estateId?: string },
): Promise<{ trees: Tree[]; total: number }> {
  return trees.listTrees(db, ownerId, {
    estateId: query.estateId ?? null,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
  });
}

/** The tree fields a history row names, as the tree answer spells them. */
const HISTORY_FIELDS = ['title', 'category', 'textCode', 'state', 'notes', 'coordinates'];

/**
 * Changes the fields given; answers the whole tree as stored. Coordinates must lie
 * inside the estate boundary (an edge or corner counts as inside); a text code must not
 * be any other tree's text or QR code (the unique index settles races between two requests).
 * The fields whose value changed are written to the tree's history in the same transaction
 * ('moved' when only the position changed, else 'updated'), at the device's `changedAt`.
 */
export async function updateTree(
  db: Database,
  ownerId: string,
  id: string,
  body: TreeUpdate,
): Promise<Tree> {
  const changes = parseTreeUpdate(body);
  const at = deviceTime(body.changedAt);
  return db.transaction(async (tx) => {
    const current = await getTree(tx, ownerId, id);
    if (changes.coordinates) requirePlacement(changes.coordinates, current.estateBoundaries);
    const { textCode } = changes;
    if (
      textCode !== undefined &&
      textCode !== current.textCode &&
      (await trees.codeInUse(tx, current.id, textCode))
    ) {
      throw conflict(CODE_IN_USE);
    }
    try {
      await trees.updateTree(tx, current.id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CODE_IN_USE);
      throw error;
    }
    const updated = await getTree(tx, ownerId, current.id);
    const changed = diff({ ...current }, { ...updated }, HISTORY_FIELDS).filter(
      ({ field }) => field in changes,
    );
    if (changed.length > 0) {
      const moved = changed.every(({ field }) => field === 'coordinates');
      await insertTreeHistory(tx, [
        {
          treeId: current.id,
          estateId: current.estateId,
          actorId: ownerId,
          action: moved ? 'moved' : 'updated',
          changes: changed,
          at,
        },
      ]);
    }
    return updated;
  });
}
