import type { WorkforceApplicationStatus } from '@grovekeeper/shared';

export type OwnerDecision = 'approved' | 'rejected';

/**
 * What the owner's interface offers per status (spec §4): pending to approved or rejected,
 * approved to rejected, rejected to approved. Other statuses have no buttons.
 */
const OWNER_ACTIONS: Partial<Record<WorkforceApplicationStatus, readonly OwnerDecision[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
};

export function ownerActionsFor(status: string): readonly OwnerDecision[] {
  return OWNER_ACTIONS[status as WorkforceApplicationStatus] ?? [];
}

/** A worker may withdraw only an application still pending. */
export function canWithdraw(status: string): boolean {
  return status === 'pending';
}
