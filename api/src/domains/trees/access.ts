import type { Queryable } from '../../db';
import { assertRight } from '../../lib/access';
import type { EstateRight, EstateRole, MemberRole } from '../../lib/access';
import { notFound } from '../../lib/http-errors';

/**
 * Who may do what to a tree (issue 25): the right asked of the caller's role on the tree's
 * estate, read from the tree's record (never from the request). A stranger, a removed
 * member included, gets 404 like a tree that does not exist; a member whose role does not
 * grant the right gets 403 with the readable reason of lib/access.
 */

export const TREE_NOT_FOUND = 'Tree not found';

/** How long field staff may change or remove what they themselves added (photos, harvests). */
export const OWN_WORK_MS = 24 * 60 * 60 * 1000;

/** The role (null: none) when it grants `right`: 404 TREE_NOT_FOUND or the right's 403. */
export function requireTreeRight(role: EstateRole | null, right: EstateRight): EstateRole {
  if (!role) throw notFound(TREE_NOT_FOUND);
  assertRight(role, right);
  return role;
}

/**
 * SQL for the caller's role on the estate `e`, the caller's id being parameter `param`:
 * one read of the (estate_id, user_id) unique index unless they own it.
 */
export const roleSql = (param: string) =>
  `CASE WHEN e.owner_id = ${param} THEN 'owner' ELSE (SELECT m.role FROM estate_members m
     WHERE m.estate_id = e.id AND m.user_id = ${param}) END`;

/**
 * Members' roles (null: not a member) kept in memory only where every membership change is
 * announced in-process before the writing statement returns (PGlite, migration 0014's
 * estate_members_changed): a removed member is refused at their next request. Loads that
 * overlap an invalidation are answered but not kept.
 */
export class MemberRoleCache {
  private readonly roles = new Map<string, MemberRole | null>();
  private invalidations = 0;

  constructor(private readonly maxEntries = 50_000) {}

  get(estateId: string, userId: string): MemberRole | null | undefined {
    return this.roles.get(`${estateId} ${userId}`);
  }

  mark(): number {
    return this.invalidations;
  }

  set(mark: number, estateId: string, userId: string, role: MemberRole | null): void {
    if (mark !== this.invalidations) return;
    if (this.roles.size >= this.maxEntries) this.roles.clear();
    this.roles.set(`${estateId} ${userId}`, role);
  }

  invalidateEstate(estateId: string): void {
    this.invalidations += 1;
    const prefix = `${estateId} `;
    for (const key of this.roles.keys()) if (key.startsWith(prefix)) this.roles.delete(key);
  }
}

/**
 * The caller's role on an estate whose owner is known (a tree or estate kept in memory):
 * the owner without a query, a member from `roles` when kept there, else one indexed read.
 */
export async function roleOn(
  db: Queryable,
  roles: MemberRoleCache | null,
  userId: string,
  estateId: string,
  ownerId: string,
): Promise<EstateRole | null> {
  if (ownerId === userId) return 'owner';
  const cached = roles?.get(estateId, userId);
  if (cached !== undefined) return cached;
  const mark = roles?.mark() ?? 0;
  const [row] = await db.query<{ role: MemberRole }>(
    'SELECT role FROM estate_members WHERE estate_id = $1 AND user_id = $2',
    [estateId, userId],
  );
  const role = row?.role ?? null;
  roles?.set(mark, estateId, userId, role);
  return role;
}
