import type { Database, Queryable } from '../../db';
import { isUniqueViolation } from '../../db';
import type { EstateRight, EstateRole } from '../../lib/access';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { requireTreeRight, roleOn, TREE_NOT_FOUND } from './access';
import type { MemberRoleCache } from './access';
import type { Tree, TreeUpdate } from './schemas';
import * as trees from './repository';
import type { TreeDetailCache } from './tree-cache';
import { parseTreeUpdate, requireCode, requirePlacement } from './validation';
import type { TreeChanges } from './validation';
import { insertTreeHistory, treeChangesSince } from './history/repository';
import type { Change } from './history/repository';
import { mergeChange, TREE_FIELDS } from './merge';
import { deviceTime, diff } from './history/service';

export { TREE_NOT_FOUND };
export const CODE_IN_USE = 'This tree code is already in use';
export const DEFAULT_PAGE_SIZE = 1000;

/** A tree with the caller's role on its estate (tree answers carry it). */
export interface TreeWithRole {
  tree: Tree;
  role: EstateRole;
}

/**
 * The tree when the caller's role on its estate grants `right`: 404 for malformed ids,
 * unknown trees and strangers (removed members included), 403 with the reason otherwise.
 */
export async function getTree(
  db: Queryable,
  userId: string,
  id: string,
  right: EstateRight = 'view',
): Promise<TreeWithRole> {
  const found = isId(id) ? await trees.findTree(db, userId, id) : null;
  if (!found) throw await missingTree(db, id, right);
  return { tree: found.tree, role: requireTreeRight(found.role, right) };
}

export const TREE_DELETED = 'This tree has been deleted, so the change cannot be saved';

/**
 * The 404 for a tree that is not there: a change (any right but view) to a tree deleted
 * in the last 30 days says so (a phone's queued change shows why it failed); anything else
 * "Tree not found".
 */
async function missingTree(db: Queryable, id: string, right: EstateRight): Promise<Error> {
  if (right !== 'view' && isId(id) && (await trees.wasDeleted(db, id))) {
    return notFound(TREE_DELETED);
  }
  return notFound(TREE_NOT_FOUND);
}

/**
 * getTree for the routes: from the in-memory copy when there is one (PGlite, see
 * tree-cache.ts; the caller's role from the member roles kept beside it, see access.ts),
 * else one statement.
 */
export async function readTree(
  db: Database,
  cache: TreeDetailCache | null,
  roles: MemberRoleCache | null,
  userId: string,
  id: string,
): Promise<TreeWithRole> {
  const cached = cache?.entry(id);
  if (cached) {
    const role = await roleOn(db, roles, userId, cached.tree.estateId, cached.ownerId);
    return { tree: cached.tree, role: requireTreeRight(role, 'view') };
  }
  const mark = cache?.mark() ?? 0;
  const found = isId(id) ? await trees.findTree(db, userId, id) : null;
  if (!found) throw notFound(TREE_NOT_FOUND);
  const role = requireTreeRight(found.role, 'view');
  cache?.set(mark, found.ownerId, found.tree);
  return { tree: found.tree, role };
}

/**
 * The access check of the routes under a tree (photos, harvests, history): the tree's
 * estate and the caller's role when it grants `right`.
 */
export async function requireTreeAccess(
  db: Queryable,
  userId: string,
  id: string,
  right: EstateRight = 'view',
): Promise<{ id: string; estateId: string; role: EstateRole }> {
  const tree = isId(id) ? await trees.findTreeRef(db, userId, id) : null;
  if (!tree) throw await missingTree(db, id, right);
  return { id: tree.id, estateId: tree.estateId, role: requireTreeRight(tree.role, right) };
}

/**
 * The tree with that QR code or text code (what a scanned tag carries), checked against
 * that tree's estate: any member may see it.
 */
export async function getTreeByCode(
  db: Database,
  cache: TreeDetailCache | null,
  roles: MemberRoleCache | null,
  userId: string,
  rawCode: string,
): Promise<TreeWithRole> {
  const code = requireCode(rawCode.trim(), 'code');
  const cached = cache?.entryByCode(code);
  if (cached) {
    const role = await roleOn(db, roles, userId, cached.tree.estateId, cached.ownerId);
    return { tree: cached.tree, role: requireTreeRight(role, 'view') };
  }
  const mark = cache?.mark() ?? 0;
  const found = await trees.findTreeByCode(db, userId, code);
  if (!found) throw notFound(TREE_NOT_FOUND);
  const role = requireTreeRight(found.role, 'view');
  cache?.set(mark, found.ownerId, found.tree, { code });
  return { tree: found.tree, role };
}

export function listTrees(
  db: Database,
  userId: string,
  query: { limit?: number; offset?: number; estateId?: string },
): Promise<{ trees: (Tree & { role: EstateRole })[]; total: number }> {
  return trees.listTrees(db, userId, {
    estateId: query.estateId ?? null,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
  });
}

export const TREE_CONFLICT =
  'Someone else changed the same details of this tree after your change was made. Choose which value to keep.';

/** A stale change merged with the changes since `baseVersion` (merge.ts), or 409. */
async function mergeSince(
  tx: Queryable,
  userId: string,
  { tree, role }: TreeWithRole,
  requested: TreeChanges,
  baseVersion: number,
): Promise<TreeChanges> {
  const since = (await treeChangesSince(tx, tree.id, baseVersion)).map((row) => ({
    version: row.version,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
    at: new Date(row.at).toISOString(),
    changes: typeof row.changes === 'string' ? (JSON.parse(row.changes) as Change[]) : row.changes,
  }));
  const { title, category, textCode, state, notes, coordinates, plantingYear } = tree;
  const current = { title, category, textCode, state, notes, coordinates, plantingYear };
  const merged = mergeChange(requested, userId, current, since);
  if (merged.kind === 'apply') return merged.changes;
  throw new HttpError(
    409,
    TREE_CONFLICT,
    {},
    {
      current: { ...tree, role },
      fields: merged.fields,
      changedBy: merged.changedBy,
      changedAt: merged.changedAt,
    },
  );
}

/** The tree fields a history row names, as the tree answer spells them. */
const HISTORY_FIELDS: readonly string[] = TREE_FIELDS;

/** Field work (any member but viewers): the state and the notes. The rest is managing trees. */
const FIELD_UPDATES: ReadonlySet<string> = new Set(['state', 'notes']);

/** The right an update needs: fieldUpdate for state and notes only, else manageTrees. */
export function rightForUpdate(changes: TreeChanges): EstateRight {
  return Object.keys(changes).every((field) => FIELD_UPDATES.has(field))
    ? 'fieldUpdate'
    : 'manageTrees';
}

/**
 * Changes the fields given; answers the whole tree as stored. Coordinates must lie
 * inside the estate boundary (an edge or corner counts as inside); a text code must not
 * be any other tree's text or QR code (the unique index settles races between two requests).
 * State and notes need the fieldUpdate right, the other fields manageTrees. The fields whose
 * value changed are written to the tree's history in the same transaction ('moved' when
 * only the position changed, else 'updated'), at the device's `recordedAt`. With
 * `baseVersion` older than the tree's, the change is merged with those made since
 * (merge.ts): 409 "conflict" with the tree as it is now when someone else changed a field
 * it sends.
 */
export async function updateTree(
  db: Database,
  userId: string,
  id: string,
  body: TreeUpdate,
  baseVersion: number | null = null,
): Promise<TreeWithRole> {
  const requested = parseTreeUpdate(body);
  const at =
    body.recordedAt === undefined
      ? deviceTime(body.changedAt)
      : deviceTime(body.recordedAt, Date.now(), 'recordedAt');
  return db.transaction(async (tx) => {
    // The version decides what applies: no other change may land between reading it and writing.
    if (baseVersion !== null && isId(id)) await trees.lockTree(tx, id);
    const found = await getTree(tx, userId, id, rightForUpdate(requested));
    const { tree: current, role } = found;
    const changes =
      baseVersion === null || baseVersion >= current.version
        ? requested
        : await mergeSince(tx, userId, found, requested, baseVersion);
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
    const { tree: updated } = await getTree(tx, userId, current.id);
    const changed = diff({ ...current }, { ...updated }, HISTORY_FIELDS).filter(
      ({ field }) => field in changes,
    );
    if (changed.length > 0) {
      const moved = changed.every(({ field }) => field === 'coordinates');
      const versions = await insertTreeHistory(tx, [
        {
          treeId: current.id,
          estateId: current.estateId,
          actorId: userId,
          action: moved ? 'moved' : 'updated',
          changes: changed,
          at,
        },
      ]);
      updated.version = versions.get(current.id) ?? updated.version;
    }
    return { tree: updated, role };
  });
}
