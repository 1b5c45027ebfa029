import { CONTRACT_STATUSES } from '@grovekeeper/constants';
import type { ContractStatus } from '@grovekeeper/constants';
import { transitionTable } from '../../lib/lifecycle';
import type { Refusal, Row } from '../../lib/lifecycle';

/**
 * The contract lifecycle as data (GUIDE §8): `(from, action, actor) -> to`. Routes ask
 * `decide` before they act and nothing else decides; each allowed transition is then
 * one SQL statement guarded by `from`, so a concurrent change answers 409 instead of
 * being overwritten.
 *
 * The owner edits the terms of a draft and submits it; each party signs once while it
 * awaits signatures, and the second signature makes it signed. After the signature
 * (issue 28) the scheduled job (actor `system`) makes it active on its start date,
 * completed after its end date, and terminated after the last day of an accepted early
 * end. While signed or active either party may ask to end it early, the other answers,
 * the requester may withdraw (the status stays; the request is its own row); the owner
 * chooses whether the listing is relisted on completion; once completed or terminated
 * each party rates the other once.
 */

/** A contract's states are its statuses (one copy, in @grovekeeper/constants). */
export { CONTRACT_STATUSES };
export type { ContractStatus };

export const CONTRACT_ACTIONS = [
  'edit_terms',
  'submit',
  'sign',
  'activate',
  'complete',
  'terminate',
  'request_termination',
  'answer_termination',
  'withdraw_termination',
  'relist',
  'rate',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export const CONTRACT_ACTORS = ['owner', 'tenant'] as const;
/** A party of the contract. */
export type ContractActor = (typeof CONTRACT_ACTORS)[number];
/** Who may act: a party, or the scheduled job. */
export type LifecycleActor = ContractActor | 'system';

const PARTIES = ['owner', 'tenant'] as const;
const AFTER_SIGNATURE = ['signed', 'active'] as const;

export interface Transition {
  from: ContractStatus;
  action: ContractAction;
  actors: readonly LifecycleActor[];
  to: ContractStatus;
  /** Where a signature leads when the other party has already signed. */
  toWhenOtherSigned?: ContractStatus;
}

export const TRANSITIONS: readonly Transition[] = [
  { from: 'draft', action: 'edit_terms', actors: ['owner'], to: 'draft' },
  { from: 'draft', action: 'submit', actors: ['owner'], to: 'pending_signature' },
  {
    from: 'pending_signature',
    action: 'sign',
    actors: ['owner', 'tenant'],
    to: 'pending_signature',
    toWhenOtherSigned: 'signed',
  },
  // The scheduled job (src/domains/contracts/schedule.ts).
  { from: 'signed', action: 'activate', actors: ['system'], to: 'active' },
  { from: 'active', action: 'complete', actors: ['system'], to: 'completed' },
  ...AFTER_SIGNATURE.map((from) => ({
    from,
    action: 'terminate' as const,
    actors: ['system'] as const,
    to: 'terminated' as const,
  })),
  // An early end: the status stays until the job terminates it on the agreed date.
  ...AFTER_SIGNATURE.flatMap((from) =>
    (['request_termination', 'answer_termination', 'withdraw_termination'] as const).map(
      (action) => ({ from, action, actors: PARTIES, to: from }),
    ),
  ),
  ...(['draft', 'pending_signature', 'signed', 'active'] as const).map((from) => ({
    from,
    action: 'relist' as const,
    actors: ['owner'] as const,
    to: from,
  })),
  ...(['completed', 'terminated'] as const).map((from) => ({
    from,
    action: 'rate' as const,
    actors: PARTIES,
    to: from,
  })),
];

/** Why an action is refused, as the client reads it. */
export const REFUSALS = {
  editTermsNotOwner: 'Only the owner can change the contract terms',
  editTermsFrozen: 'Contract terms can no longer be changed',
  submitNotOwner: 'Only the owner can submit the contract for signature',
  submitNotDraft: 'Only a draft contract can be submitted for signature',
  notAwaitingSignatures: 'This contract is not awaiting signatures',
  alreadySigned: 'You have already signed this contract',
  terminationNotNow: 'Only a signed or active contract can be ended early',
  terminationPending: 'A termination request is already waiting for an answer',
  noPendingTermination: 'No termination request is waiting for an answer',
  terminationOtherParty: 'Only the other party can answer this termination request',
  terminationRequesterOnly: 'Only the party who asked can withdraw this termination request',
  terminationEndDate:
    "The end date must be today or later and no later than the contract's end date",
  relistNotOwner: 'Only the owner can choose to relist the listing',
  relistTooLate: 'The contract has ended; the listing can no longer be relisted with it',
  rateNotEnded: 'Only a completed or ended contract can be rated',
  alreadyRated: 'You have already rated this contract',
  systemOnly: 'Only the scheduled job moves a contract past its dates',
  partiesOnly: 'Only the parties can do this',
  wrongState: 'This contract is not in a state for that',
} as const;

/** Which party's signatures exist (only `sign` looks at them). */
export interface SigningState {
  actorSigned: boolean;
  otherSigned: boolean;
}

export type Decision =
  | { allowed: true; from: ContractStatus; to: ContractStatus }
  | { allowed: false; statusCode: 403 | 409; error: string };

const NOBODY_SIGNED: SigningState = { actorSigned: false, otherSigned: false };

/** The table as rows of the lifecycle engine: where each move leads, and after the other's signature. */
const rowsOf = (whenOtherSigned: boolean): Row<ContractStatus, ContractAction, LifecycleActor>[] =>
  TRANSITIONS.flatMap((transition) =>
    transition.actors.map(
      (actor) =>
        [
          transition.from,
          transition.action,
          actor,
          (whenOtherSigned && transition.toWhenOtherSigned) || transition.to,
        ] as const,
    ),
  );

/**
 * A party that may never do the action is refused with 403 before the state is looked at
 * (the tenant cannot edit terms in any state); a right action at the wrong moment is a 409.
 */
function refusal(_from: ContractStatus, action: ContractAction, actor: LifecycleActor): Refusal {
  const anyState = TRANSITIONS.some(
    (transition) => transition.action === action && transition.actors.includes(actor),
  );
  return anyState
    ? { status: 409, error: wrongStateMessage(action) }
    : { status: 403, error: notAllowedMessage(action) };
}

const BEFORE_OTHER_SIGNED = transitionTable(rowsOf(false), refusal);
const AFTER_OTHER_SIGNED = transitionTable(rowsOf(true), refusal);

/**
 * May `actor` do `action` to a contract in `from`? Refusals as `refusal` says; a party
 * that has signed already cannot sign again.
 */
export function decide(
  from: ContractStatus,
  action: ContractAction,
  actor: LifecycleActor,
  signing: SigningState = NOBODY_SIGNED,
): Decision {
  const table = signing.otherSigned ? AFTER_OTHER_SIGNED : BEFORE_OTHER_SIGNED;
  const decision = table.decide(from, action, actor);
  if (!decision.allowed) {
    return { allowed: false, statusCode: decision.status as 403 | 409, error: decision.error };
  }
  if (action === 'sign' && signing.actorSigned) {
    return { allowed: false, statusCode: 409, error: REFUSALS.alreadySigned };
  }
  return { allowed: true, from, to: decision.to };
}

function notAllowedMessage(action: ContractAction): string {
  switch (action) {
    case 'edit_terms':
      return REFUSALS.editTermsNotOwner;
    case 'submit':
      return REFUSALS.submitNotOwner;
    case 'sign':
      return 'Only the parties can sign this contract';
    case 'relist':
      return REFUSALS.relistNotOwner;
    case 'activate':
    case 'complete':
    case 'terminate':
      return REFUSALS.systemOnly;
    default:
      return REFUSALS.partiesOnly;
  }
}

function wrongStateMessage(action: ContractAction): string {
  switch (action) {
    case 'edit_terms':
      return REFUSALS.editTermsFrozen;
    case 'submit':
      return REFUSALS.submitNotDraft;
    case 'sign':
      return REFUSALS.notAwaitingSignatures;
    case 'request_termination':
    case 'answer_termination':
    case 'withdraw_termination':
      return REFUSALS.terminationNotNow;
    case 'relist':
      return REFUSALS.relistTooLate;
    case 'rate':
      return REFUSALS.rateNotEnded;
    default:
      return REFUSALS.wrongState;
  }
}
