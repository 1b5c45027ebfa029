// The rights table is written once (constants/src/roles.ts): the API decides with it, the
// screens hide what a role may not use with it. Bundled into the chunks that use it, not
// into the shared bundle every first load downloads.
export { assignableRoles, roleMay } from '@grovekeeper/constants';
