import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import { requireEstateRight } from '../../lib/access/estate-access';
import { mayManageRole } from '../../lib/access/rights';
import type { EstateRole, MemberRole } from '../../lib/access/rights';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { notifyTeam } from '../notifications';
import * as teams from './repository';
import type { Acceptance, Invitation, InvitationPreview, Member, NewInvitation } from './schemas';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask for a new one.';
export const INVITATION_USED = 'This invitation has already been used';
export const INVITATION_REVOKED = 'This invitation has been revoked';
export const INVITATION_OTHER_EMAIL =
  'This invitation was sent to another e-mail address. Sign in with that address to accept it.';
export const ALREADY_ON_ESTATE = 'This person is already on the estate’s team';
export const MEMBER_NOT_FOUND = 'Member not found';
export const MANAGERS_LIMITED =
  'Managers may only invite, change or remove field staff and viewers.';
export const OWNER_NOT_MEMBER =
  'The owner’s role cannot be changed or removed here; transfer ownership instead.';

/** What the routes need from outside the database: the clock (tests move it). */
export interface TeamsContext {
  db: Database;
  now: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A URL-safe random token of 32 bytes (never stored: only its SHA-256 is). */
const newToken = () => randomBytes(32).toString('base64url');

/** A new link's token (answered once in the url), its stored hash and its expiry. */
function newLink(at: Date): { token: string; tokenHash: string; expiresAt: Date } {
  const token = newToken();
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
  };
}

/** The refusal of an actor who may manage members but not someone of `role`. */
function requireManageable(actor: EstateRole, role: EstateRole): void {
  if (mayManageRole(actor, role)) return;
  if (role === 'owner') throw new HttpError(403, OWNER_NOT_MEMBER);
  throw new HttpError(403, MANAGERS_LIMITED);
}

export async function createInvitation(
  { db, now }: TeamsContext,
  userId: string,
  estateId: string,
  body: NewInvitation,
  linkBase: string,
): Promise<Invitation & { url: string }> {
  return db.transaction(async (tx) => {
    const actor = await requireEstateRight(tx, userId, estateId, 'manageMembers');
    requireManageable(actor, body.role);
    const email = body.email.trim().toLowerCase();
    if (await teams.isOnEstate(tx, estateId, email)) throw conflict(ALREADY_ON_ESTATE);
    const at = now();
    await teams.revokePendingFor(tx, estateId, email, at);
    const { token, tokenHash, expiresAt } = newLink(at);
    const invitation = await teams.insertInvitation(tx, {
      id: randomUUID(),
      estateId,
      email,
      role: body.role,
      tokenHash,
      invitedBy: userId,
      createdAt: at,
      expiresAt,
    });
    await notifyTeam(tx, {
      kind: 'team_invitation',
      actorId: userId,
      estateId,
      to: { email },
      link: `/invitations/${token}`,
    });
    return { ...invitation, url: `${linkBase}/invitations/${token}` };
  });
}

export async function listInvitations(
  { db, now }: TeamsContext,
  userId: string,
  estateId: string,
): Promise<Invitation[]> {
  await requireEstateRight(db, userId, estateId, 'manageMembers');
  return teams.listPendingInvitations(db, estateId, now());
}

export async function revokeInvitation(
  { db, now }: TeamsContext,
  userId: string,
  estateId: string,
  invitationId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const at = now();
    const found = await requirePending(tx, userId, estateId, invitationId, at);
    await teams.revokeInvitation(tx, found.id, at);
  });
}

/**
 * The estate's pending invitation, held, when the caller may manage members of its role:
 * else the right's 403 or 404 (the estate, or `Invitation not found`).
 */
async function requirePending(
  tx: Parameters<typeof teams.findPendingInvitation>[0],
  userId: string,
  estateId: string,
  invitationId: string,
  at: Date,
): Promise<{ id: string; role: MemberRole }> {
  const actor = await requireEstateRight(tx, userId, estateId, 'manageMembers');
  const found = UUID.test(invitationId)
    ? await teams.findPendingInvitation(tx, estateId, invitationId, at)
    : null;
  if (!found) throw notFound(INVITATION_NOT_FOUND);
  requireManageable(actor, found.role);
  return found;
}

/**
 * A new link for a pending invitation (only the token's hash is stored, so the old link
 * cannot be shown again): a new token, the old link refused from now on, 7 days again.
 * The same rights as inviting someone of that role.
 */
export async function renewInvitation(
  { db, now }: TeamsContext,
  userId: string,
  estateId: string,
  invitationId: string,
  linkBase: string,
): Promise<Invitation & { url: string }> {
  return db.transaction(async (tx) => {
    const at = now();
    const found = await requirePending(tx, userId, estateId, invitationId, at);
    const { token, tokenHash, expiresAt } = newLink(at);
    const invitation = await teams.renewInvitation(tx, found.id, tokenHash, expiresAt);
    return { ...invitation, url: `${linkBase}/invitations/${token}` };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[\w-]{20,128}$/;

/** The invitation of a link's token when it can still be accepted; else 404 or 410. */
function requireUsable(
  invitation: teams.InvitationByToken | null,
  at: Date,
): teams.InvitationByToken {
  if (!invitation) throw notFound(INVITATION_NOT_FOUND);
  if (invitation.revokedAt) throw new HttpError(410, INVITATION_REVOKED);
  if (invitation.acceptedAt) throw new HttpError(410, INVITATION_USED);
  if (new Date(invitation.expiresAt).getTime() <= at.getTime()) {
    throw new HttpError(410, INVITATION_EXPIRED);
  }
  return invitation;
}

export async function previewInvitation(
  { db, now }: TeamsContext,
  token: string,
): Promise<InvitationPreview> {
  const found = TOKEN.test(token)
    ? await teams.findInvitationByTokenHash(db, hashToken(token))
    : null;
  const invitation = requireUsable(found, now());
  return {
    invitation: {
      email: invitation.email,
      role: invitation.role,
      expiresAt: new Date(invitation.expiresAt).toISOString(),
      estate: { id: invitation.estateId, name: invitation.estateName },
      invitedBy: invitation.inviterName === null ? null : { name: invitation.inviterName },
    },
  };
}

export async function acceptInvitation(
  { db, now }: TeamsContext,
  userId: string,
  token: string,
): Promise<Acceptance> {
  return db.transaction(async (tx) => {
    const found = TOKEN.test(token)
      ? await teams.findInvitationByTokenHash(tx, hashToken(token), { lock: true })
      : null;
    const at = now();
    const invitation = requireUsable(found, at);
    const email = await teams.userEmail(tx, userId);
    if (email !== invitation.email) throw new HttpError(403, INVITATION_OTHER_EMAIL);
    if (await teams.isOnEstate(tx, invitation.estateId, email)) throw conflict(ALREADY_ON_ESTATE);
    await teams.insertMember(tx, invitation.estateId, userId, invitation.role, at);
    await teams.markAccepted(tx, invitation.id, userId, at);
    return {
      estate: { id: invitation.estateId, name: invitation.estateName },
      role: invitation.role,
    };
  });
}

/** The estate's team (owner first): visible to everyone on it. */
export async function listMembers(
  { db }: TeamsContext,
  userId: string,
  estateId: string,
): Promise<Member[]> {
  await requireEstateRight(db, userId, estateId, 'view');
  return teams.listMembers(db, estateId);
}

/** The member, locked for the change; 404 for the owner's id too (not a member row). */
async function requireMember(
  tx: Parameters<typeof teams.findMember>[0],
  estateId: string,
  memberId: string,
  actor: EstateRole,
  ownerCheck: () => Promise<boolean>,
): Promise<Member> {
  const member = isId(memberId) ? await teams.findMember(tx, estateId, memberId) : null;
  if (member) return member;
  if (isId(memberId) && (await ownerCheck())) requireManageable(actor, 'owner');
  throw notFound(MEMBER_NOT_FOUND);
}

export async function changeMemberRole(
  { db }: TeamsContext,
  userId: string,
  estateId: string,
  memberId: string,
  role: MemberRole,
): Promise<Member> {
  return db.transaction(async (tx) => {
    const actor = await requireEstateRight(tx, userId, estateId, 'manageMembers');
    const member = await requireMember(tx, estateId, memberId, actor, () =>
      isOwner(tx, estateId, memberId),
    );
    requireManageable(actor, member.role);
    requireManageable(actor, role);
    await teams.updateMemberRole(tx, estateId, memberId, role);
    await notifyTeam(tx, {
      kind: 'team_role_changed',
      actorId: userId,
      estateId,
      to: { userId: memberId },
      link: `/estates/${estateId}`,
    });
    return { ...member, role };
  });
}

/**
 * Removes a member: the owner any, a manager field staff and viewers; and anyone but the
 * owner may leave (remove themselves). Their next request to the estate answers 404.
 */
export async function removeMember(
  { db }: TeamsContext,
  userId: string,
  estateId: string,
  memberId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const leaving = memberId === userId;
    const actor = await requireEstateRight(
      tx,
      userId,
      estateId,
      leaving ? 'view' : 'manageMembers',
    );
    if (leaving && actor === 'owner') throw new HttpError(403, OWNER_NOT_MEMBER);
    const member = await requireMember(tx, estateId, memberId, actor, () =>
      isOwner(tx, estateId, memberId),
    );
    if (!leaving) requireManageable(actor, member.role);
    await teams.deleteMember(tx, estateId, memberId);
    if (!leaving) {
      await notifyTeam(tx, {
        kind: 'team_removed',
        actorId: userId,
        estateId,
        to: { userId: memberId },
        link: '/estates',
      });
    }
  });
}

async function isOwner(
  tx: Parameters<typeof teams.findMember>[0],
  estateId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM estates WHERE id = $1 AND owner_id = $2) AS found',
    [estateId, userId],
  );
  return row?.found === true;
}
