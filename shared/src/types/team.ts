import type { Pagination } from './rental';

/** A user's role on one estate (issue 25). The owner is `estates.owner_id`; the others are members. */
export type EstateRole = 'owner' | 'manager' | 'field_staff' | 'viewer';
/** Roles an invitation or a member row may carry (there is one owner, never invited). */
export type MemberRole = Exclude<EstateRole, 'owner'>;

/** What a role may do on an estate (the API's rights table, api/src/lib/access/rights.ts). */
export type EstateRight =
  | 'view'
  | 'fieldUpdate'
  | 'manageTrees'
  | 'decideHarvests'
  | 'editEstate'
  | 'ownEstate'
  | 'seeMoney'
  | 'manageMembers';

// Types only: the rights table's copies live in the apps that use them (mf-estates, mf-trees),
// so the shared bundle of every first load stays as it was.

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
