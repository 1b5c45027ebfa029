import type { Queryable } from '../../db';
import type { EstateRole, MemberRole } from '../../lib/access/rights';
import type { Invitation, Member } from './schemas';

/** The SQL of estate teams: estate_members and estate_invitations (migration 0013). */

interface InvitationRow {
  id: string;
  email: string;
  role: MemberRole;
  createdAt: Date;
  expiresAt: Date;
  inviterId: string | null;
  inviterName: string | null;
}

const INVITATION_COLUMNS = `i.id, i.email, i.role, i.created_at AS "createdAt",
  i.expires_at AS "expiresAt", u.id AS "inviterId", u.name AS "inviterName"`;

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    invitedBy: row.inviterId === null ? null : { id: row.inviterId, name: row.inviterName ?? '' },
  };
}

export interface InvitationInsert {
  id: string;
  estateId: string;
  email: string;
  role: MemberRole;
  tokenHash: string;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertInvitation(db: Queryable, row: InvitationInsert): Promise<Invitation> {
  await db.query(
    `INSERT INTO estate_invitations
       (id, estate_id, email, role, token_hash, invited_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.id,
      row.estateId,
      row.email,
      row.role,
      row.tokenHash,
      row.invitedBy,
      row.createdAt.toISOString(),
      row.expiresAt.toISOString(),
    ],
  );
  return invitationById(db, row.id);
}

async function invitationById(db: Queryable, id: string): Promise<Invitation> {
  const [invitation] = await db.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM estate_invitations i
       LEFT JOIN users u ON u.id = i.invited_by WHERE i.id = $1`,
    [id],
  );
  return toInvitation(invitation as InvitationRow);
}

/** Gives a pending invitation a new token (the old link stops working) and a new expiry. */
export async function renewInvitation(
  db: Queryable,
  id: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<Invitation> {
  await db.query('UPDATE estate_invitations SET token_hash = $2, expires_at = $3 WHERE id = $1', [
    id,
    tokenHash,
    expiresAt.toISOString(),
  ]);
  return invitationById(db, id);
}

/** Revokes the estate's pending invitations of `email` (a new one replaces them). */
export async function revokePendingFor(
  db: Queryable,
  estateId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE estate_invitations SET revoked_at = $3
      WHERE estate_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
    [estateId, email, now.toISOString()],
  );
}

/** The estate's pending invitations (not accepted, not revoked, not expired), newest first. */
export async function listPendingInvitations(
  db: Queryable,
  estateId: string,
  now: Date,
): Promise<Invitation[]> {
  const rows = await db.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM estate_invitations i
       LEFT JOIN users u ON u.id = i.invited_by
      WHERE i.estate_id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
        AND i.expires_at > $2
      ORDER BY i.created_at DESC, i.id`,
    [estateId, now.toISOString()],
  );
  return rows.map(toInvitation);
}

/** A pending invitation of the estate (for revoking), or null. */
export async function findPendingInvitation(
  db: Queryable,
  estateId: string,
  invitationId: string,
  now: Date,
): Promise<{ id: string; role: MemberRole } | null> {
  const [row] = await db.query<{ id: string; role: MemberRole }>(
    `SELECT id, role FROM estate_invitations
      WHERE id = $1 AND estate_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL
        AND expires_at > $3
      FOR UPDATE`,
    [invitationId, estateId, now.toISOString()],
  );
  return row ?? null;
}

export async function revokeInvitation(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE estate_invitations SET revoked_at = $2 WHERE id = $1', [
    id,
    now.toISOString(),
  ]);
}

export interface InvitationByToken {
  id: string;
  estateId: string;
  estateName: string;
  ownerId: string;
  email: string;
  role: MemberRole;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  inviterName: string | null;
}

/** The invitation of a token's hash, whatever its state; `lock` holds it for accepting. */
export async function findInvitationByTokenHash(
  db: Queryable,
  tokenHash: string,
  { lock = false } = {},
): Promise<InvitationByToken | null> {
  const [row] = await db.query<InvitationByToken>(
    `SELECT i.id, i.estate_id AS "estateId", e.name AS "estateName", e.owner_id AS "ownerId",
            i.email, i.role, i.expires_at AS "expiresAt", i.accepted_at AS "acceptedAt",
            i.revoked_at AS "revokedAt", u.name AS "inviterName"
       FROM estate_invitations i
       JOIN estates e ON e.id = i.estate_id
       LEFT JOIN users u ON u.id = i.invited_by
      WHERE i.token_hash = $1
      ${lock ? 'FOR UPDATE OF i' : ''}`,
    [tokenHash],
  );
  return row ?? null;
}

export async function markAccepted(
  db: Queryable,
  id: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE estate_invitations SET accepted_at = $3, accepted_by = $2 WHERE id = $1', [
    id,
    userId,
    now.toISOString(),
  ]);
}

export async function userEmail(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.email ?? null;
}

/** Whether the user of `email` is already the estate's owner or one of its members. */
export async function isOnEstate(db: Queryable, estateId: string, email: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM users u JOIN estates e ON e.id = $1
        WHERE u.email = $2
          AND (e.owner_id = u.id OR EXISTS (
            SELECT 1 FROM estate_members m WHERE m.estate_id = e.id AND m.user_id = u.id))
     ) AS found`,
    [estateId, email],
  );
  return row?.found === true;
}

export async function insertMember(
  db: Queryable,
  estateId: string,
  userId: string,
  role: MemberRole,
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO estate_members (estate_id, user_id, role, added_at) VALUES ($1, $2, $3, $4)',
    [estateId, userId, role, now.toISOString()],
  );
}

/** The owner first, then the members by the time they joined. */
export async function listMembers(db: Queryable, estateId: string): Promise<Member[]> {
  return db.query<Member>(
    `SELECT "userId", name, email, role FROM (
       SELECT u.id AS "userId", u.name, u.email, 'owner' AS role, 0 AS rank, e.created_at AS since
         FROM estates e JOIN users u ON u.id = e.owner_id WHERE e.id = $1
       UNION ALL
       SELECT u.id, u.name, u.email, m.role, 1, m.added_at
         FROM estate_members m JOIN users u ON u.id = m.user_id WHERE m.estate_id = $1
     ) team
     ORDER BY rank, CASE role WHEN 'manager' THEN 1 WHEN 'field_staff' THEN 2 ELSE 3 END,
              since, "userId"`,
    [estateId],
  );
}

export async function findMember(
  db: Queryable,
  estateId: string,
  userId: string,
): Promise<Member | null> {
  const [row] = await db.query<Member & { role: EstateRole }>(
    `SELECT u.id AS "userId", u.name, u.email, m.role
       FROM estate_members m JOIN users u ON u.id = m.user_id
      WHERE m.estate_id = $1 AND m.user_id = $2
      FOR UPDATE OF m`,
    [estateId, userId],
  );
  return row ?? null;
}

export async function updateMemberRole(
  db: Queryable,
  estateId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  await db.query('UPDATE estate_members SET role = $3 WHERE estate_id = $1 AND user_id = $2', [
    estateId,
    userId,
    role,
  ]);
}

export async function deleteMember(db: Queryable, estateId: string, userId: string): Promise<void> {
  await db.query('DELETE FROM estate_members WHERE estate_id = $1 AND user_id = $2', [
    estateId,
    userId,
  ]);
}

/** The estate's id, name and owner, held for the transfer; null when it does not exist. */
export async function lockEstate(
  db: Queryable,
  estateId: string,
): Promise<{ id: string; name: string; ownerId: string } | null> {
  const [row] = await db.query<{ id: string; name: string; ownerId: string }>(
    'SELECT id, name, owner_id AS "ownerId" FROM estates WHERE id = $1 FOR UPDATE',
    [estateId],
  );
  return row ?? null;
}

/**
 * What still carries the owner's name on the estate and would stay the old owner's after a
 * transfer: rental listings (any state), contracts not yet completed or terminated, and
 * job listings not closed. Finished contracts and closed job listings stay the record of
 * who was the party then.
 */
export async function ownerRecordsOf(
  db: Queryable,
  estateId: string,
): Promise<{ rentals: boolean; contracts: boolean; jobs: boolean }> {
  const [row] = await db.query<{ rentals: boolean; contracts: boolean; jobs: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM rentals WHERE estate_id = $1) AS rentals,
            EXISTS (SELECT 1 FROM contracts WHERE estate_id = $1
                     AND status NOT IN ('completed', 'terminated')) AS contracts,
            EXISTS (SELECT 1 FROM job_listings WHERE estate_id = $1
                     AND status <> 'closed') AS jobs`,
    [estateId],
  );
  return row ?? { rentals: false, contracts: false, jobs: false };
}

/**
 * Makes `newOwnerId` (a member) the owner and the old owner a manager, and writes the
 * estate's history row, in the caller's transaction. The estate's trees_version moves, so
 * every copy kept by owner (reports, tree lists) is read again.
 */
export async function transferEstate(
  db: Queryable,
  estate: { id: string; ownerId: string },
  newOwner: { id: string; name: string },
  oldOwnerName: string,
  at: Date,
): Promise<void> {
  await db.query('DELETE FROM estate_members WHERE estate_id = $1 AND user_id = $2', [
    estate.id,
    newOwner.id,
  ]);
  await db.query(
    `UPDATE estates SET owner_id = $2, updated_at = now(),
            trees_version = nextval('trees_version_seq')
      WHERE id = $1`,
    [estate.id, newOwner.id],
  );
  await insertMember(db, estate.id, estate.ownerId, 'manager', at);
  await db.query(
    `INSERT INTO estate_history (estate_id, actor_id, action, changes)
     VALUES ($1, $2, 'ownership_transferred', $3::jsonb)`,
    [
      estate.id,
      estate.ownerId,
      JSON.stringify([
        {
          field: 'owner',
          from: { id: estate.ownerId, name: oldOwnerName },
          to: { id: newOwner.id, name: newOwner.name },
        },
      ]),
    ],
  );
}

export async function userName(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [userId]);
  return row?.name ?? '';
}
