import type { EstateRole, MemberRole } from '@grovekeeper/constants';
import type { Pagination } from './rental';

// The roles, the rights and the rights table (issue 25) live once, in @grovekeeper/constants,
// which the API decides with; the remotes import the table (`roleMay`, `assignableRoles`)
// from there, so it is bundled with the pages that use it, not in this first-load bundle.
export type { EstateRight, EstateRole, MemberRole } from '@grovekeeper/constants';

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
