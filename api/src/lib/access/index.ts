// Estate teams' access check (issue 25): every route touching an estate asks it.
export {
  assertRight,
  estateAccessOf,
  estateRoleOf,
  forbidden,
  requireEstateAccess,
  requireEstateRight,
  ROLE_FORBIDS,
} from './estate-access';
export type { EstateAccess } from './estate-access';
export {
  ESTATE_RIGHTS,
  ESTATE_ROLES,
  isEstateRole,
  isMemberRole,
  MEMBER_ROLES,
  mayDo,
  mayManageRole,
  RIGHTS,
} from './rights';
export type { EstateRight, EstateRole, MemberRole } from './rights';
