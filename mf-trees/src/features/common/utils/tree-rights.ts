import type { EstateRole, Harvest, Tree, TreePhoto } from '@grovekeeper/shared';
import { roleMay } from './roles';

/** What the caller's role on the tree's estate lets them do on the tree's page (issue 25). */
export interface TreeRights {
  role: EstateRole;
  /** State, notes, photos, record a harvest. */
  fieldUpdate: boolean;
  /** Title, code, category, position, delete, print labels. */
  manageTrees: boolean;
  /** Approve or reject harvests. */
  decideHarvests: boolean;
}

/** The rights of the tree's answer `role` (an API from before teams: the owner's). */
export function treeRights(tree: Pick<Tree, 'role'>): TreeRights {
  const role = tree.role ?? 'owner';
  return {
    role,
    fieldUpdate: roleMay(role, 'fieldUpdate'),
    manageTrees: roleMay(role, 'manageTrees'),
    decideHarvests: roleMay(role, 'decideHarvests'),
  };
}

/** Field staff may delete what they themselves recorded, for 24 hours. */
export const OWN_RECORD_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the caller may delete a photo: owners and managers any; field staff their own
 * within 24 hours (when the answer says who added it); viewers none.
 */
export function mayDeletePhoto(
  rights: TreeRights,
  photo: TreePhoto,
  userId: string | null,
  now = Date.now(),
): boolean {
  if (rights.manageTrees) return true;
  if (!rights.fieldUpdate || !userId || photo.uploadedBy !== userId) return false;
  return now - new Date(photo.createdAt).getTime() < OWN_RECORD_WINDOW_MS;
}

/**
 * Whether the caller may delete a harvest: owners and managers any; field staff their own
 * pending ones within 24 hours of recording them; viewers none.
 */
export function mayDeleteHarvest(
  rights: Pick<TreeRights, 'fieldUpdate' | 'decideHarvests'>,
  harvest: Harvest,
  userId: string | null,
  now = Date.now(),
): boolean {
  if (rights.decideHarvests) return true;
  if (!rights.fieldUpdate || !userId || harvest.recordedBy !== userId) return false;
  if (harvest.status !== 'Pending') return false;
  return now - new Date(harvest.createdAt).getTime() < OWN_RECORD_WINDOW_MS;
}

/** Whether the caller may change a harvest's date, weight or notes: pending ones only. */
export function mayEditHarvest(
  rights: Pick<TreeRights, 'fieldUpdate' | 'decideHarvests'>,
  harvest: Harvest,
  userId: string | null,
  now = Date.now(),
): boolean {
  return harvest.status === 'Pending' && mayDeleteHarvest(rights, harvest, userId, now);
}
