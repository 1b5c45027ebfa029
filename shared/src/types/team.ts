import type { Pagination } from './rental';

/** A user's role on one estate (issue 25). The owner is `estates.owner_id`; the others are members. */
export const ESTATE_ROLES = ['owner', 'manager', 'field_staff', 'viewer'] as const;
export type EstateRole = (typeof ESTATE_ROLES)[number];
/** Roles an invitation or a member row may carry (there is one owner, never invited). */
export const MEMBER_ROLES = ['manager', 'field_staff', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** What a role may do on an estate: the front end's copy of the API's rights table. */
export type EstateRight =
  | 'view'
  | 'fieldUpdate'
  | 'manageTrees'
  | 'decideHarvests'
  | 'editEstate'
  | 'ownEstate'
  | 'seeMoney'
  | 'manageMembers';

export const ESTATE_RIGHTS: Record<EstateRight, readonly EstateRole[]> = {
  view: ['owner', 'manager', 'field_staff', 'viewer'],
  fieldUpdate: ['owner', 'manager', 'field_staff'],
  manageTrees: ['owner', 'manager'],
  decideHarvests: ['owner', 'manager'],
  editEstate: ['owner', 'manager'],
  ownEstate: ['owner'],
  seeMoney: ['owner', 'manager'],
  manageMembers: ['owner', 'manager'],
};

/**
 * Whether a role may use a right. An answer without a role (an API from before teams) is
 * the owner's: every estate a user saw was their own.
 */
export function roleMay(role: EstateRole | undefined | null, right: EstateRight): boolean {
  return ESTATE_RIGHTS[right].includes(role ?? 'owner');
}

/** Roles the caller may give when inviting or changing a member: managers only below them. */
export function assignableRoles(role: EstateRole | undefined | null): readonly MemberRole[] {
  const mine = role ?? 'owner';
  if (mine === 'owner') return MEMBER_ROLES;
  if (mine === 'manager') return ['field_staff', 'viewer'];
  return [];
}

/** `GET /api/estates/:id/members`: one member (the owner included, with role 'owner'). */
export interface EstateMember {
  userId: string;
  name: string;
  email: string;
  role: EstateRole;
}

/** A pending invitation, as `POST`/`GET /api/estates/:id/invitations` answer it. */
export interface EstateInvitation {
  id: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
  /** The single-use link; the token is only in it: answered once, when created. */
  url?: string;
  createdAt?: string;
  invitedBy?: { id: string; name: string } | null;
}

export interface NewInvitation {
  email: string;
  role: MemberRole;
}

/** `GET /api/invitations/:token`: who invites, to which estate, with which role. */
export interface InvitationPreview {
  estate: { id: string; name: string };
  /** Null once the inviter's account is deleted. */
  invitedBy: { id?: string; name: string } | null;
  email: string;
  role: MemberRole;
  expiresAt: string;
}

/** One field changed in a history row. */
export interface HistoryChange {
  field: string;
  from: unknown;
  to: unknown;
}

export type HistoryAction = string;

/** `GET /api/trees/:id/history`: one change to a tree, newest first. */
export interface HistoryEntry {
  id?: string;
  /** When the change was made on the device. */
  at: string;
  /** When the server received it. */
  recordedAt: string;
  /** Null once the actor's account is deleted. */
  actor: { id: string; name: string } | null;
  action: HistoryAction;
  changes: HistoryChange[];
}

export interface TreeHistoryPage {
  history: HistoryEntry[];
  pagination: Pagination;
}
