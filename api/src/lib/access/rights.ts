/**
 * Who may do what on an estate (issue 25, estate teams): the rights table lives once, in
 * @grovekeeper/constants (constants/src/roles.ts), shared with the remotes that hide what a
 * role may not use. Every route that touches an estate or anything in it asks
 * `requireEstateRight` (estate-access.ts) for one of these rights.
 */
export {
  ESTATE_RIGHTS,
  ESTATE_ROLES,
  isEstateRole,
  isMemberRole,
  MEMBER_ROLES,
  mayDo,
  mayManageRole,
  RIGHTS,
} from '@grovekeeper/constants';
export type { EstateRight, EstateRole, MemberRole } from '@grovekeeper/constants';
