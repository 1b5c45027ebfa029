import type { Queryable } from '../../db';
import { HttpError, notFound } from '../http-errors';
import { isId } from '../ids';
import { mayDo } from './rights';
import type { EstateRight, EstateRole } from './rights';

export const ESTATE_NOT_FOUND = 'Estate not found';

/** The 403 reason of each right, readable by the member refused (codes in lib/i18n/errors.*). */
export const ROLE_FORBIDS: Record<EstateRight, string> = {
  view: 'Your role on this estate does not allow this.',
  fieldUpdate: 'Your role on this estate does not allow this: viewers cannot change trees.',
  manageTrees:
    'Your role on this estate does not allow this: only the owner and managers add, move or delete trees.',
  decideHarvests:
    'Your role on this estate does not allow this: only the owner and managers approve or reject harvests.',
  editEstate:
    'Your role on this estate does not allow this: only the owner and managers edit the estate.',
  ownEstate: 'Your role on this estate does not allow this: only the owner may do this.',
  seeMoney:
    "Your role on this estate does not allow this: only the owner and managers see the estate's rentals, contracts and money.",
  manageMembers:
    "Your role on this estate does not allow this: only the owner and managers manage the estate's team.",
};

/** The caller's role on an estate, and the estate's owner (whose id owner-scoped code takes). */
export interface EstateAccess {
  role: EstateRole;
  ownerId: string;
}

/**
 * The caller's role on the estate and its owner, or null when it does not exist or they are
 * neither its owner nor a member. Read from the database on every call (a removed member
 * is refused at their next request): one primary-key read of the estate joined to the
 * (estate_id, user_id) unique index of estate_members.
 */
export async function estateAccessOf(
  db: Queryable,
  userId: string,
  estateId: string,
): Promise<EstateAccess | null> {
  if (!isId(estateId) || !isId(userId)) return null;
  const [row] = await db.query<{ role: EstateRole | null; ownerId: string }>(
    `SELECT CASE WHEN e.owner_id = $2 THEN 'owner' ELSE m.role END AS role,
            e.owner_id AS "ownerId"
       FROM estates e
       LEFT JOIN estate_members m ON m.estate_id = e.id AND m.user_id = $2
      WHERE e.id = $1`,
    [estateId, userId],
  );
  return row?.role ? { role: row.role, ownerId: row.ownerId } : null;
}

/** The caller's role on the estate, or null (see estateAccessOf). */
export async function estateRoleOf(
  db: Queryable,
  userId: string,
  estateId: string,
): Promise<EstateRole | null> {
  return (await estateAccessOf(db, userId, estateId))?.role ?? null;
}

/**
 * The caller's role and the estate's owner when the role grants `right`: 404 'Estate not
 * found' for malformed ids, unknown estates and anyone neither owner nor member (a removed
 * member included), 403 with a readable reason for a member whose role does not grant it.
 */
export async function requireEstateAccess(
  db: Queryable,
  userId: string,
  estateId: string,
  right: EstateRight,
): Promise<EstateAccess> {
  const access = await estateAccessOf(db, userId, estateId);
  if (!access) throw notFound(ESTATE_NOT_FOUND);
  if (!mayDo(access.role, right)) throw forbidden(right);
  return access;
}

/** The caller's role when it grants `right` (see requireEstateAccess). */
export async function requireEstateRight(
  db: Queryable,
  userId: string,
  estateId: string,
  right: EstateRight,
): Promise<EstateRole> {
  return (await requireEstateAccess(db, userId, estateId, right)).role;
}

/** The 403 of a member whose role does not grant `right`. */
export const forbidden = (right: EstateRight) => new HttpError(403, ROLE_FORBIDS[right]);

/** Throws the right's 403 unless `role` grants it (for a role already read). */
export function assertRight(role: EstateRole, right: EstateRight): void {
  if (!mayDo(role, right)) throw forbidden(right);
}
