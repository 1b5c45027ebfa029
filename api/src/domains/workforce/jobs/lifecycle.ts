import { JOB_LISTING_STATUSES } from '@grovekeeper/constants';
import { transitionTable } from '../../../lib/lifecycle';
import type { Decision, Refusal, Row, TableLookup } from '../../../lib/lifecycle';

export type { Decision, Refusal };

/**
 * The job listing lifecycle written as data (GUIDE §8): which `(from, action, actor)`
 * leads where. The routes ask `decideListing` / `decideApplying` and nothing else decides;
 * every transition is then one SQL statement guarded by `from` (src/lib/lifecycle).
 *
 * draft -> active (publish, or activate from the owner's list), closed -> active
 * (activate), active -> closed (close); the owner edits or deletes it in any state; only
 * reachable non-owners who have not applied yet may apply, and only while it is active.
 */

/** A listing's states are its statuses (@grovekeeper/constants). */
export const LISTING_STATES = JOB_LISTING_STATUSES;
export type ListingState = (typeof LISTING_STATES)[number];

/** unpublish is a move back to draft: asked for, never allowed. */
export const LISTING_ACTIONS = [
  'view',
  'publish',
  'activate',
  'unpublish',
  'close',
  'edit',
  'delete',
  'apply',
] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/**
 * owner: the listing's employer; applicant: someone who has applied to it (any status);
 * visitor: anyone else while the listing is public or invite-only (reachable by a link);
 * stranger: anyone else on a private listing.
 */
export const LISTING_ACTORS = ['owner', 'applicant', 'visitor', 'stranger'] as const;
export type ListingActor = (typeof LISTING_ACTORS)[number];

/** Where a delete leads: the row is gone. */
export type ListingTarget = ListingState | 'deleted';

/** Every allowed listing transition; anything absent is refused (see listingRefusal). */
export const LISTING_TRANSITIONS: readonly Row<
  ListingState,
  ListingAction,
  ListingActor,
  ListingTarget
>[] = [
  // Who sees a listing: its owner and its applicants always (their application links to
  // it), visitors while it is active; a private listing is never shown to strangers.
  ['draft', 'view', 'owner', 'draft'],
  ['draft', 'view', 'applicant', 'draft'],
  ['active', 'view', 'owner', 'active'],
  ['active', 'view', 'applicant', 'active'],
  ['active', 'view', 'visitor', 'active'],
  ['closed', 'view', 'owner', 'closed'],
  ['closed', 'view', 'applicant', 'closed'],

  ['draft', 'publish', 'owner', 'active'],
  // The owner's list offers Activate on every listing that is not active (spec §2, §4).
  ['draft', 'activate', 'owner', 'active'],
  ['closed', 'activate', 'owner', 'active'],
  ['active', 'close', 'owner', 'closed'],

  ['draft', 'edit', 'owner', 'draft'],
  ['active', 'edit', 'owner', 'active'],
  ['closed', 'edit', 'owner', 'closed'],
  ['draft', 'delete', 'owner', 'deleted'],
  ['active', 'delete', 'owner', 'deleted'],
  ['closed', 'delete', 'owner', 'deleted'],

  // Applying leaves the listing as it is (the deadline and the places left are checked
  // by decideApplying).
  ['active', 'apply', 'visitor', 'active'],
];

export const JOB_NOT_FOUND = 'Job listing not found';
export const OWN_LISTING = 'You cannot apply to your own job listing';
export const NOT_ACCEPTING = 'This job listing is not accepting applications';
export const ALREADY_APPLIED = 'You have already applied for this job';
export const DEADLINE_PASSED = 'The application deadline for this job listing has passed';
export const LISTING_FULL = 'This job listing has reached its maximum number of applications';
export const ALREADY_ACTIVE = 'This job listing is already active';
export const ALREADY_CLOSED = 'This job listing is already closed';
export const ALREADY_DRAFT = 'This job listing is already a draft';
export const CLOSED_NEEDS_ACTIVATE = 'A closed job listing is reopened with Activate';
export const ONLY_ACTIVE_CLOSES = 'Only an active job listing can be closed';
export const NO_BACK_TO_DRAFT = 'A published job listing cannot go back to draft';
export const NOT_ALLOWED = 'This change is not allowed';
export const LISTING_MOVED =
  'This job listing was changed by someone else just now. Reload it and try again.';

const OWNER_ONLY: readonly ListingAction[] = [
  'publish',
  'activate',
  'unpublish',
  'close',
  'edit',
  'delete',
];

function listingRefusal(
  from: ListingState,
  action: ListingAction,
  actor: ListingActor,
  table: TableLookup<ListingState, ListingAction, ListingActor, ListingTarget>,
): Refusal {
  // A listing you cannot see does not exist for you; changing one is the owner's alone,
  // and to anyone else it answers like a missing one.
  if (!table.allows(from, 'view', actor)) return { status: 404, error: JOB_NOT_FOUND };
  if (OWNER_ONLY.includes(action) && actor !== 'owner') {
    return { status: 404, error: JOB_NOT_FOUND };
  }
  switch (action) {
    case 'apply':
      if (actor === 'owner') return { status: 403, error: OWN_LISTING };
      return { status: 409, error: from === 'active' ? ALREADY_APPLIED : NOT_ACCEPTING };
    case 'publish':
      return { status: 409, error: from === 'active' ? ALREADY_ACTIVE : CLOSED_NEEDS_ACTIVATE };
    case 'activate':
      return { status: 409, error: ALREADY_ACTIVE };
    case 'close':
      return { status: 409, error: from === 'closed' ? ALREADY_CLOSED : ONLY_ACTIVE_CLOSES };
    case 'unpublish':
      return { status: 409, error: from === 'draft' ? ALREADY_DRAFT : NO_BACK_TO_DRAFT };
    default:
      return { status: 409, error: NOT_ALLOWED };
  }
}

const LISTINGS = transitionTable(LISTING_TRANSITIONS, listingRefusal);

/** What happens when `actor` tries `action` on a listing in state `from`. */
export function decideListing(
  from: ListingState,
  action: ListingAction,
  actor: ListingActor,
): Decision<ListingTarget> {
  return LISTINGS.decide(from, action, actor);
}

/** What applying depends on besides the listing's state and the caller's role. */
export interface ApplyingConditions {
  /** The applicationDeadline is before today (Europe/Athens). */
  deadlinePassed: boolean;
  /** Non-withdrawn applications already reach maxApplications. */
  full: boolean;
}

/** Whether `actor` may apply now: the table first, then the deadline, then the places left. */
export function decideApplying(
  from: ListingState,
  actor: ListingActor,
  conditions: ApplyingConditions,
): Decision<ListingTarget> {
  const decision = decideListing(from, 'apply', actor);
  if (!decision.allowed) return decision;
  if (conditions.deadlinePassed) return { allowed: false, status: 409, error: DEADLINE_PASSED };
  if (conditions.full) return { allowed: false, status: 409, error: LISTING_FULL };
  return decision;
}
