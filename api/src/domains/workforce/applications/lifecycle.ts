import { WORKFORCE_APPLICATION_STATUSES } from '@grovekeeper/constants';
import { transitionTable } from '../../../lib/lifecycle';
import type { Decision, Refusal, Row, TableLookup } from '../../../lib/lifecycle';

export type { Decision, Refusal };

/**
 * The job application lifecycle written as data (GUIDE §8, spec §4): the employer moves
 * pending -> approved | rejected, approved -> rejected and rejected -> approved; the
 * applicant withdraws a pending one. How reviewed and shortlisted are reached is not
 * specified, so nothing moves an application there. The routes ask `decideApplication`
 * and nothing else decides; every transition is one guarded statement (src/lib/lifecycle).
 */

/** An application's states are its statuses (@grovekeeper/constants). */
export const APPLICATION_STATES = WORKFORCE_APPLICATION_STATUSES;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** One action per status a client may ask for (PUT {status}), plus view. */
export const APPLICATION_ACTIONS = [
  'view',
  'approve',
  'reject',
  'withdraw',
  'reopen',
  'review',
  'shortlist',
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** employer: the owner of the listing applied to; applicant: who applied. */
export const APPLICATION_ACTORS = ['employer', 'applicant', 'stranger'] as const;
export type ApplicationActor = (typeof APPLICATION_ACTORS)[number];

/** The action that asks for each application status. */
export const ACTION_FOR_STATUS: Record<ApplicationState, ApplicationAction> = {
  pending: 'reopen',
  reviewed: 'review',
  shortlisted: 'shortlist',
  approved: 'approve',
  rejected: 'reject',
  withdrawn: 'withdraw',
};

/** Every allowed application transition. */
export const APPLICATION_TRANSITIONS: readonly Row<
  ApplicationState,
  ApplicationAction,
  ApplicationActor,
  ApplicationState
>[] = [
  ...APPLICATION_STATES.flatMap((state) => [
    [state, 'view', 'employer', state] as const,
    [state, 'view', 'applicant', state] as const,
  ]),
  ['pending', 'approve', 'employer', 'approved'],
  ['pending', 'reject', 'employer', 'rejected'],
  // The employer may change their mind (spec §4: approved -> rejected, rejected -> approved).
  ['approved', 'reject', 'employer', 'rejected'],
  ['rejected', 'approve', 'employer', 'approved'],
  ['pending', 'withdraw', 'applicant', 'withdrawn'],
];

export const APPLICATION_NOT_FOUND = 'Application not found';
export const EMPLOYER_DECIDES = 'Only the employer can approve or reject an application';
export const APPLICANT_WITHDRAWS = 'Only the applicant can withdraw an application';
export const ONLY_WITHDRAW = 'You can only withdraw your application';
export const ONLY_PENDING_WITHDRAWN = 'Only a pending application can be withdrawn';
export const ALREADY_WITHDRAWN = 'This application has already been withdrawn';
export const WAS_WITHDRAWN = 'This application was withdrawn by the applicant';
export const APPLICATION_MOVED =
  'This application was changed by someone else just now. Reload it and try again.';

function applicationRefusal(
  from: ApplicationState,
  action: ApplicationAction,
  actor: ApplicationActor,
  table: TableLookup<ApplicationState, ApplicationAction, ApplicationActor, ApplicationState>,
): Refusal {
  if (!table.allows(from, 'view', actor)) {
    return { status: 404, error: APPLICATION_NOT_FOUND };
  }
  const target = statusOf(action);
  if (actor === 'applicant') {
    if (action === 'approve' || action === 'reject')
      return { status: 403, error: EMPLOYER_DECIDES };
    if (action !== 'withdraw') return { status: 403, error: ONLY_WITHDRAW };
    return {
      status: 409,
      error: from === 'withdrawn' ? ALREADY_WITHDRAWN : ONLY_PENDING_WITHDRAWN,
    };
  }
  // The employer.
  if (action === 'withdraw') return { status: 403, error: APPLICANT_WITHDRAWS };
  if (action !== 'approve' && action !== 'reject') {
    return { status: 409, error: `An application cannot be moved to ${target}` };
  }
  if (from === target) return { status: 409, error: `This application has already been ${from}` };
  if (from === 'withdrawn') return { status: 409, error: WAS_WITHDRAWN };
  return { status: 409, error: `A ${from} application cannot be ${target}` };
}

function statusOf(action: ApplicationAction): ApplicationState | 'viewed' {
  const entry = Object.entries(ACTION_FOR_STATUS).find(([, candidate]) => candidate === action);
  return entry ? (entry[0] as ApplicationState) : 'viewed';
}

const APPLICATIONS = transitionTable(APPLICATION_TRANSITIONS, applicationRefusal);

/** What happens when `actor` tries `action` on an application in state `from`. */
export function decideApplication(
  from: ApplicationState,
  action: ApplicationAction,
  actor: ApplicationActor,
): Decision<ApplicationState> {
  return APPLICATIONS.decide(from, action, actor);
}
