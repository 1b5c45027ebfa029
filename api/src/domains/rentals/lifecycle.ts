import { RENTAL_APPLICATION_STATUSES, RENTAL_STATUSES } from '@grovekeeper/constants';
import { transitionTable } from '../../lib/lifecycle';
import type { Decision, Refusal, Row, TableLookup } from '../../lib/lifecycle';

/**
 * The two lifecycles of the rentals domain written as data (GUIDE §8): which
 * `(from, action, actor)` leads where. Routes and repository functions ask `decide...`
 * and nothing else decides; every transition is then one SQL statement guarded by `from`.
 *
 * Listing: draft <-> available (the owner publishes and unpublishes), available or draft
 * -> rented (a signed contract, actor `system`), and any state -> deleted by the owner
 * (the routes also refuse while a signed or active contract exists).
 * Application: pending -> approved | rejected by the listing's owner; pending -> rejected
 * by the system when the listing gets rented. Approved and rejected are final.
 */

/** A listing's states are its statuses (@grovekeeper/constants). */
export const LISTING_STATES = RENTAL_STATUSES;
export type ListingState = (typeof LISTING_STATES)[number];

export const LISTING_ACTIONS = [
  'view',
  'publish',
  'unpublish',
  'edit',
  'delete',
  'apply',
  'rent',
  'relist',
] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/**
 * owner: the listing's owner; tenant: the tenant of a contract drawn up for the listing;
 * other: any other signed-in user; system: the contracts domain when a contract is signed.
 */
export const LISTING_ACTORS = ['owner', 'tenant', 'other', 'system'] as const;
export type ListingActor = (typeof LISTING_ACTORS)[number];

/** Where a delete leads: the row is gone. */
export type ListingTarget = ListingState | 'deleted';

/** An application's states are its statuses (@grovekeeper/constants). */
export const APPLICATION_STATES = RENTAL_APPLICATION_STATUSES;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const APPLICATION_ACTIONS = ['view', 'approve', 'reject'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** owner: the owner of the listing applied to; applicant: who applied. */
export const APPLICATION_ACTORS = ['owner', 'applicant', 'other', 'system'] as const;
export type ApplicationActor = (typeof APPLICATION_ACTORS)[number];

export type { Decision };

/** Every allowed listing transition; anything absent is refused (see listingRefusal). */
export const LISTING_TRANSITIONS: readonly Row<
  ListingState,
  ListingAction,
  ListingActor,
  ListingTarget
>[] = [
  // Who sees a listing: its owner always, everyone while it is available, the tenant of
  // a contract drawn up for it always (their contract links to it), the system always.
  ['draft', 'view', 'owner', 'draft'],
  ['draft', 'view', 'tenant', 'draft'],
  ['draft', 'view', 'system', 'draft'],
  ['available', 'view', 'owner', 'available'],
  ['available', 'view', 'tenant', 'available'],
  ['available', 'view', 'other', 'available'],
  ['available', 'view', 'system', 'available'],
  ['rented', 'view', 'owner', 'rented'],
  ['rented', 'view', 'tenant', 'rented'],
  ['rented', 'view', 'system', 'rented'],

  ['draft', 'publish', 'owner', 'available'],
  ['available', 'unpublish', 'owner', 'draft'],
  ['draft', 'edit', 'owner', 'draft'],
  ['available', 'edit', 'owner', 'available'],

  ['draft', 'delete', 'owner', 'deleted'],
  ['available', 'delete', 'owner', 'deleted'],
  // Allowed by state; the contract check still refuses while its contract is signed or
  // active (a completed or terminated contract must not pin the listing forever).
  ['rented', 'delete', 'owner', 'deleted'],

  // Applying leaves the listing as it is; only non-owners who can see it may apply.
  ['available', 'apply', 'tenant', 'available'],
  ['available', 'apply', 'other', 'available'],

  // A signed contract rents the listing even if the owner unpublished it meanwhile:
  // the contract, signed by both parties, is what counts.
  ['available', 'rent', 'system', 'rented'],
  ['draft', 'rent', 'system', 'rented'],
  // Its contract completed and the owner chose to relist (issue 28).
  ['rented', 'relist', 'system', 'available'],
];

/** Every allowed application transition. */
export const APPLICATION_TRANSITIONS: readonly Row<
  ApplicationState,
  ApplicationAction,
  ApplicationActor,
  ApplicationState
>[] = [
  ['pending', 'view', 'owner', 'pending'],
  ['pending', 'view', 'applicant', 'pending'],
  ['pending', 'view', 'system', 'pending'],
  ['approved', 'view', 'owner', 'approved'],
  ['approved', 'view', 'applicant', 'approved'],
  ['approved', 'view', 'system', 'approved'],
  ['rejected', 'view', 'owner', 'rejected'],
  ['rejected', 'view', 'applicant', 'rejected'],
  ['rejected', 'view', 'system', 'rejected'],

  ['pending', 'approve', 'owner', 'approved'],
  ['pending', 'reject', 'owner', 'rejected'],
  // When the listing gets rented, the applications still pending on it are rejected.
  ['pending', 'reject', 'system', 'rejected'],
];

export const RENTAL_NOT_FOUND = 'Rental not found';
export const APPLICATION_NOT_FOUND = 'Application not found';
export const OWN_PROPERTY = 'You cannot apply to your own property';
export const RENTED_NOT_EDITABLE = 'A rented listing cannot be edited';
export const ALREADY_PUBLISHED = 'This listing is already published';
export const ALREADY_DRAFT = 'This listing is already a draft';
export const NOT_OPEN = 'This rental is not open for applications';
export const ALREADY_RENTED = 'This rental has already been rented';
export const RENTED_BY_CONTRACT_ONLY = 'A listing becomes rented only when its contract is signed';
export const OWNER_DECIDES = 'Only the listing owner can decide on an application';
export const NOT_ALLOWED = 'This change is not allowed';
export const LISTING_MOVED =
  'This listing was changed by someone else just now. Reload it and try again.';
export const APPLICATION_MOVED =
  'This application was changed by someone else just now. Reload it and try again.';

const OWNER_ONLY: readonly ListingAction[] = ['publish', 'unpublish', 'edit', 'delete'];

function listingRefusal(
  from: ListingState,
  action: ListingAction,
  actor: ListingActor,
  table: TableLookup<ListingState, ListingAction, ListingActor, ListingTarget>,
): Refusal {
  const visible = table.allows(from, 'view', actor);
  // A listing you cannot see does not exist for you.
  if (!visible) return { status: 404, error: RENTAL_NOT_FOUND };
  if (actor === 'system') {
    return { status: 409, error: action === 'rent' ? ALREADY_RENTED : NOT_ALLOWED };
  }
  // Changing a listing is the owner's alone; to anyone else it answers like a missing one.
  if (OWNER_ONLY.includes(action) && actor !== 'owner') {
    return { status: 404, error: RENTAL_NOT_FOUND };
  }
  switch (action) {
    case 'apply':
      if (actor === 'owner') return { status: 403, error: OWN_PROPERTY };
      return { status: 409, error: from === 'rented' ? ALREADY_RENTED : NOT_OPEN };
    case 'rent':
      return actor === 'owner'
        ? { status: 409, error: RENTED_BY_CONTRACT_ONLY }
        : { status: 404, error: RENTAL_NOT_FOUND };
    case 'publish':
      return { status: 409, error: from === 'rented' ? RENTED_NOT_EDITABLE : ALREADY_PUBLISHED };
    case 'unpublish':
      return { status: 409, error: from === 'rented' ? RENTED_NOT_EDITABLE : ALREADY_DRAFT };
    case 'edit':
      return { status: 409, error: RENTED_NOT_EDITABLE };
    default:
      return { status: 409, error: NOT_ALLOWED };
  }
}

function applicationRefusal(
  from: ApplicationState,
  _action: ApplicationAction,
  actor: ApplicationActor,
  table: TableLookup<ApplicationState, ApplicationAction, ApplicationActor, ApplicationState>,
): Refusal {
  if (!table.allows(from, 'view', actor)) return { status: 404, error: APPLICATION_NOT_FOUND };
  // The applicant sees their application but cannot decide on it.
  if (actor === 'applicant') return { status: 403, error: OWNER_DECIDES };
  if (from !== 'pending')
    return { status: 409, error: `This application has already been ${from}` };
  return { status: 409, error: NOT_ALLOWED };
}

const LISTINGS = transitionTable(LISTING_TRANSITIONS, listingRefusal);
const APPLICATIONS = transitionTable(APPLICATION_TRANSITIONS, applicationRefusal);

/** What happens when `actor` tries `action` on a listing in state `from`. */
export function decideListing(
  from: ListingState,
  action: ListingAction,
  actor: ListingActor,
): Decision<ListingTarget> {
  return LISTINGS.decide(from, action, actor);
}

/** What happens when `actor` tries `action` on an application in state `from`. */
export function decideApplication(
  from: ApplicationState,
  action: ApplicationAction,
  actor: ApplicationActor,
): Decision<ApplicationState> {
  return APPLICATIONS.decide(from, action, actor);
}
