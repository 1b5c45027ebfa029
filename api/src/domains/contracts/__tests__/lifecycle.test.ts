import { CONTRACT_ACTIONS, CONTRACT_STATUSES, decide, REFUSALS, TRANSITIONS } from '../lifecycle';
import type { ContractAction, ContractStatus, Decision, LifecycleActor } from '../lifecycle';

const ACTORS: readonly LifecycleActor[] = ['owner', 'tenant', 'system'];
const AFTER_SIGNATURE: readonly ContractStatus[] = ['signed', 'active'];
const BEFORE_END: readonly ContractStatus[] = ['draft', 'pending_signature', 'signed', 'active'];
const ENDED: readonly ContractStatus[] = ['completed', 'terminated'];

/**
 * The whole table, written out independently of lifecycle.ts: for every state, action,
 * actor and signing situation, what must happen.
 */
function expected(
  from: ContractStatus,
  action: ContractAction,
  actor: LifecycleActor,
  actorSigned: boolean,
  otherSigned: boolean,
): Decision {
  const system = actor === 'system';
  switch (action) {
    case 'activate':
      if (!system) return refused(403, REFUSALS.systemOnly);
      return from === 'signed' ? allowed(from, 'active') : refused(409, REFUSALS.wrongState);
    case 'complete':
      if (!system) return refused(403, REFUSALS.systemOnly);
      return from === 'active' ? allowed(from, 'completed') : refused(409, REFUSALS.wrongState);
    case 'terminate':
      if (!system) return refused(403, REFUSALS.systemOnly);
      return AFTER_SIGNATURE.includes(from)
        ? allowed(from, 'terminated')
        : refused(409, REFUSALS.wrongState);
    case 'request_termination':
    case 'answer_termination':
    case 'withdraw_termination':
      if (system) return refused(403, REFUSALS.partiesOnly);
      return AFTER_SIGNATURE.includes(from)
        ? allowed(from, from)
        : refused(409, REFUSALS.terminationNotNow);
    case 'relist':
      if (actor !== 'owner') return refused(403, REFUSALS.relistNotOwner);
      return BEFORE_END.includes(from) ? allowed(from, from) : refused(409, REFUSALS.relistTooLate);
    case 'rate':
      if (system) return refused(403, REFUSALS.partiesOnly);
      return ENDED.includes(from) ? allowed(from, from) : refused(409, REFUSALS.rateNotEnded);
    default:
      break;
  }
  if (action === 'sign' && system) return refused(403, 'Only the parties can sign this contract');
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
    ACTORS.flatMap((actor) =>
      BOOLEANS.flatMap((actorSigned) =>
        BOOLEANS.map((otherSigned) => [from, action, actor, actorSigned, otherSigned] as const),
      ),
    ),
  ),
);

describe('the contract lifecycle', () => {
  it('covers every state, action, actor and signing situation (6 × 11 × 3 × 4 cases)', () => {
    expect(EVERY_CASE).toHaveLength(792);
  });

  it.each(EVERY_CASE)(
    'decides %s --%s by the %s (actor signed: %s, other signed: %s) as the table says',
    (from, action, actor, actorSigned, otherSigned) => {
      expect(decide(from, action, actor, { actorSigned, otherSigned })).toEqual(
        expected(from, action, actor, actorSigned, otherSigned),
      );
    },
  );

  it('allows exactly the transitions of the table; after the signature only the job changes the status', () => {
    const allowedMoves = EVERY_CASE.filter(
      ([from, action, actor, actorSigned, otherSigned]) =>
        decide(from, action, actor, { actorSigned, otherSigned }).allowed,
    ).map(([from, action, actor]) => `${from} ${action} ${actor}`);
    const parties = (moves: string) => [`${moves} owner`, `${moves} tenant`];
    expect([...new Set(allowedMoves)].sort()).toEqual(
      [
        'draft edit_terms owner',
        'draft submit owner',
        'draft relist owner',
        'pending_signature relist owner',
        'signed relist owner',
        'active relist owner',
        ...parties('pending_signature sign'),
        'signed activate system',
        'active complete system',
        'signed terminate system',
        'active terminate system',
        ...['signed', 'active'].flatMap((from) =>
          ['request_termination', 'answer_termination', 'withdraw_termination'].flatMap((action) =>
            parties(`${from} ${action}`),
          ),
        ),
        ...parties('completed rate'),
        ...parties('terminated rate'),
      ].sort(),
    );
    // Only the job moves a contract from signed on; the parties' actions keep the status.
    for (const transition of TRANSITIONS) {
      if (transition.from !== transition.to && ['signed', 'active'].includes(transition.from)) {
        expect(transition.actors).toEqual(['system']);
      }
    }
  });

  it('treats nobody as having signed when no signing state is given', () => {
    expect(decide('pending_signature', 'sign', 'tenant')).toEqual(
      allowed('pending_signature', 'pending_signature'),
    );
  });
});
