import type { EstateRight, EstateRole } from '@grovekeeper/shared';

/** The rights table of the issue (the API's api/src/lib/access/rights.ts decides; this hides). */
const RIGHTS: Record<EstateRight, readonly EstateRole[]> = {
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
  return RIGHTS[right].includes(role ?? 'owner');
}
