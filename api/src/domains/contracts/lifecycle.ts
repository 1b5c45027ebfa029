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
 * Only what the product does today is here: the owner edits the terms of a draft and
 * submits it; each party signs once while it awaits signatures, and the second
 * signature makes it signed. active, completed and terminated exist in the schema but
 * no action reaches or leaves them yet.
 */

/** A contract's states are its statuses (one copy, in @grovekeeper/constants). */
export { CONTRACT_STATUSES };
export type { ContractStatus };

export const CONTRACT_ACTIONS = ['edit_terms', 'submit', 'sign'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export const CONTRACT_ACTORS = ['owner', 'tenant'] as const;
export type ContractActor = (typeof CONTRACT_ACTORS)[number];

export interface Transition {
  from: ContractStatus;
  action: ContractAction;
  actors: readonly ContractActor[];
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
];

/** Why an action is refused, as the client reads it. */
export const REFUSALS = {
  editTermsNotOwner: 'Only the owner can change the contract terms',
  editTermsFrozen: 'Contract terms can no longer be changed',
  submitNotOwner: 'Only the owner can submit the contract for signature',
  submitNotDraft: 'Only a draft contract can be submitted for signature',
  notAwaitingSignatures: 'This contract is not awaiting signatures',
  alreadySigned: 'You have already signed this contract',
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
const rowsOf = (whenOtherSigned: boolean): Row<ContractStatus, ContractAction, ContractActor>[] =>
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
function refusal(_from: ContractStatus, action: ContractAction, actor: ContractActor): Refusal {
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
  actor: ContractActor,
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
  }
}
