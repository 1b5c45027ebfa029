// The rights table is written once (constants/src/roles.ts, through @grovekeeper/shared): the
// API decides with it, the screens hide what a role may not use with it.
export { assignableRoles, roleMay } from '@grovekeeper/shared';
