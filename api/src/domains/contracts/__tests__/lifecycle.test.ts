import {
  CONTRACT_ACTIONS,
  CONTRACT_ACTORS,
  CONTRACT_STATUSES,
  decide,
  REFUSALS,
  TRANSITIONS,
} from '../lifecycle';
import type { ContractAction, ContractActor, ContractStatus, Decision } from '../lifecycle';

/**
 * The whole table, written out independently of lifecycle.ts: for every state, action,
 * actor and signing situation, what must happen.
 */
function expected(
  from: ContractStatus,
  action: ContractAction,
  actor: ContractActor,
  actorSigned: boolean,
  otherSigned: boolean,
): Decision {
  if (action === 'edit_terms') {
    if (actor !== 'owner') return refused(403, REFUSALS.editTermsNotOwner);
    return from === 'draft' ? allowed(from, 'draft') : refused(409, REFUSALS.editTermsFrozen);
  }
  if (action === 'submit') {
    if (actor !== 'owner') return refused(403, REFUSALS.submitNotOwner);
    return from === 'draft'
      ? allowed(from, 'pending_signature')
      : refused(409, REFUSALS.submitNotDraft);
  }
  if (from !== 'pending_signature') return refused(409, REFUSALS.notAwaitingSignatures);
  if (actorSigned) return refused(409, REFUSALS.alreadySigned);
  return allowed(from, otherSigned ? 'signed' : 'pending_signature');
}

const allowed = (from: ContractStatus, to: ContractStatus): Decision => ({
  allowed: true,
  from,
  to,
});
const refused = (statusCode: 403 | 409, error: string): Decision => ({
  allowed: false,
  statusCode,
  error,
});

const BOOLEANS = [false, true] as const;
const EVERY_CASE = CONTRACT_STATUSES.flatMap((from) =>
  CONTRACT_ACTIONS.flatMap((action) =>
    CONTRACT_ACTORS.flatMap((actor) =>
      BOOLEANS.flatMap((actorSigned) =>
        BOOLEANS.map((otherSigned) => [from, action, actor, actorSigned, otherSigned] as const),
      ),
    ),
  ),
);

describe('the contract lifecycle', () => {
  it('covers every state, action, actor and signing situation (6 × 3 × 2 × 4 cases)', () => {
    expect(EVERY_CASE).toHaveLength(144);
  });

  it.each(EVERY_CASE)(
    'decides %s --%s by the %s (actor signed: %s, other signed: %s) as the table says',
    (from, action, actor, actorSigned, otherSigned) => {
      expect(decide(from, action, actor, { actorSigned, otherSigned })).toEqual(
        expected(from, action, actor, actorSigned, otherSigned),
      );
    },
  );

  it('allows exactly the transitions of the table and nothing from signed, active, completed or terminated', () => {
    const allowedMoves = EVERY_CASE.filter(
      ([from, action, actor, actorSigned, otherSigned]) =>
        decide(from, action, actor, { actorSigned, otherSigned }).allowed,
    ).map(([from, action, actor]) => `${from} ${action} ${actor}`);
    expect([...new Set(allowedMoves)].sort()).toEqual([
      'draft edit_terms owner',
      'draft submit owner',
      'pending_signature sign owner',
      'pending_signature sign tenant',
    ]);
    expect(TRANSITIONS.map((transition) => transition.from)).not.toEqual(
      expect.arrayContaining(['signed']),
    );
  });

  it('treats nobody as having signed when no signing state is given', () => {
    expect(decide('pending_signature', 'sign', 'tenant')).toEqual(
      allowed('pending_signature', 'pending_signature'),
    );
  });
});
