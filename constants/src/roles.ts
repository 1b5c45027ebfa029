/**
 * Who may do what on an estate (issue 25, estate teams): the one rights table. The API
 * decides with it (api/src/lib/access), the remotes hide what a role may not use with it
 * (through @grovekeeper/shared). The owner is `estates.owner_id`; everyone else on an
 * estate holds one row of `estate_members` with one of the other roles.
 */

export const ESTATE_ROLES = ['owner', 'manager', 'field_staff', 'viewer'] as const;
export type EstateRole = (typeof ESTATE_ROLES)[number];

/** The roles a member (not the owner) may hold: the values of `estate_members.role`. */
export const MEMBER_ROLES = ['manager', 'field_staff', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export type EstateRight =
  /** See the estate, its map, trees, photos, harvests. */
  | 'view'
  /** Scan a tag, update a tree's state and notes, add photos, record a harvest. */
  | 'fieldUpdate'
  /** Add, move, delete trees; generate or detect trees; orthophotos; print QR sheets. */
  | 'manageTrees'
  /** Approve or reject harvests. */
  | 'decideHarvests'
  /** Edit the estate's own fields. */
  | 'editEstate'
  /** Delete the estate, list it for rent, post jobs for it, transfer it. */
  | 'ownEstate'
  /** See rentals, contracts and money figures of the estate. */
  | 'seeMoney'
  /** Invite, change roles, remove members (managers: field staff and viewers only). */
  | 'manageMembers';

export const RIGHTS: Readonly<Record<EstateRight, readonly EstateRole[]>> = {
  view: ['owner', 'manager', 'field_staff', 'viewer'],
  fieldUpdate: ['owner', 'manager', 'field_staff'],
  manageTrees: ['owner', 'manager'],
  decideHarvests: ['owner', 'manager'],
  editEstate: ['owner', 'manager'],
  ownEstate: ['owner'],
  seeMoney: ['owner', 'manager'],
  manageMembers: ['owner', 'manager'],
};

export const ESTATE_RIGHTS = Object.keys(RIGHTS) as EstateRight[];

/** Whether `role` grants `right`; no role (not on the estate) grants nothing. The API's check. */
export function mayDo(role: EstateRole | null | undefined, right: EstateRight): boolean {
  return role != null && RIGHTS[right].includes(role);
}

/**
 * Whether a role may use a right, for the screens: an answer without a role (an API from
 * before teams) is the owner's, since every estate a user saw was their own.
 */
export function roleMay(role: EstateRole | null | undefined, right: EstateRight): boolean {
  return mayDo(role ?? 'owner', right);
}

export function isEstateRole(value: unknown): value is EstateRole {
  return typeof value === 'string' && (ESTATE_ROLES as readonly string[]).includes(value);
}

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

/**
 * Whether `actor` may invite someone as, change someone to or from, or remove someone
 * holding `role`: the owner any member role; a manager only field staff and viewers
 * (never another manager, never the owner).
 */
export function mayManageRole(actor: EstateRole | null | undefined, role: EstateRole): boolean {
  if (actor === 'owner') return role !== 'owner';
  if (actor === 'manager') return role === 'field_staff' || role === 'viewer';
  return false;
}

/**
 * The roles the caller may give when inviting or changing a member (no role: the owner's,
 * as in `roleMay`): every member role for the owner, field staff and viewers for a manager.
 */
export function assignableRoles(role: EstateRole | null | undefined): readonly MemberRole[] {
  return MEMBER_ROLES.filter((member) => mayManageRole(role ?? 'owner', member));
}
