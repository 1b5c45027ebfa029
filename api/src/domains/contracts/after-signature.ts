/**
 * Contracts after the signature (issue 28): early termination asked by either party and
 * answered by the other, the owner's choice to relist, the ratings after the end, and the
 * scheduled job's end of a contract. The drafting and signing steps are in service.ts.
 */
import type { Database, Queryable } from '../../db';
import { isUniqueViolation } from '../../db';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { recordEvent } from '../events';
import type { EventActor } from '../events';
import { now, today } from '../../lib/clock';
import { relistListing } from '../rentals';
import { decide, REFUSALS } from './lifecycle';
import type { ContractStatus } from './lifecycle';
import * as contracts from './repository';
import type { ContractState } from './repository';
import type { Contract } from './schemas';
import { allow, getContract, partyOf, record, requireState } from './service';
import type { Actor } from './service';

/** The answer of the routes after the signature: the contract as the caller sees it. */
const answer = async (tx: Queryable, userId: string, id: string) => ({
  contract: await getContract(tx, userId, id),
});

/**
 * Either party asks to end a signed or active contract early, on a last day from today
 * (Europe/Athens, the lifecycle clock) up to the contract's end date. One request waits at
 * a time; a declined or withdrawn one may be followed by a new one.
 */
export async function requestTermination(
  db: Database,
  actor: Actor,
  id: string,
  body: { endDate: string; reason?: string },
): Promise<{ contract: Contract }> {
  return db.transaction(async (tx) => {
    const state = await requireState(tx, actor.actorId, id, { lock: true });
    const party = partyOf(state, actor.actorId);
    allow(state, 'request_termination', actor.actorId);
    if (state.termination?.status === 'pending') throw conflict(REFUSALS.terminationPending);
    if (body.endDate < today() || body.endDate > state.endDate) {
      throw badRequest(REFUSALS.terminationEndDate);
    }
    const reason = (body.reason ?? '').trim();
    const inserted = await contracts.insertTermination(tx, {
      contractId: state.id,
      requestedBy: party,
      requesterId: actor.actorId,
      endDate: body.endDate,
      reason,
      at: now(),
    });
    if (!inserted) throw conflict(REFUSALS.terminationPending);
    await record(tx, actor, state.id, 'termination_requested', {
      party,
      endDate: body.endDate,
      reason,
    });
    return answer(tx, actor.actorId, state.id);
  });
}

/** The pending request, or 409; for answers, only the other party (403 for the requester). */
async function pendingTermination(
  state: ContractState,
  userId: string,
  who: 'other' | 'requester',
) {
  const termination = state.termination;
  if (!termination || termination.status !== 'pending') {
    throw conflict(REFUSALS.noPendingTermination);
  }
  const isRequester = termination.requesterId === userId;
  if (who === 'other' && isRequester) throw new HttpError(403, REFUSALS.terminationOtherParty);
  if (who === 'requester' && !isRequester) {
    throw new HttpError(403, REFUSALS.terminationRequesterOnly);
  }
  return termination;
}

/**
 * The other party accepts: the contract ends on the agreed last day. The scheduled job
 * terminates it the day after; when that day has already passed (the request waited
 * past its own last day) it is terminated at once, in this transaction.
 */
export async function acceptTermination(
  db: Database,
  actor: Actor,
  id: string,
): Promise<{ contract: Contract }> {
  return db.transaction(async (tx) => {
    const state = await requireState(tx, actor.actorId, id, { lock: true });
    const party = partyOf(state, actor.actorId);
    allow(state, 'answer_termination', actor.actorId);
    const termination = await pendingTermination(state, actor.actorId, 'other');
    if (!(await contracts.closeTermination(tx, state.id, 'accepted', now()))) {
      throw conflict(REFUSALS.noPendingTermination);
    }
    await record(tx, actor, state.id, 'termination_accepted', {
      party,
      endDate: termination.endDate,
      requestedBy: termination.requestedBy,
    });
    if (today() > termination.endDate) {
      await terminate(tx, state.id, state.status, termination.endDate);
    }
    return answer(tx, actor.actorId, state.id);
  });
}

/** The other party declines: the contract runs on. */
export async function declineTermination(
  db: Database,
  actor: Actor,
  id: string,
): Promise<{ contract: Contract }> {
  return closeRequest(db, actor, id, 'declined');
}

/** The requester takes the request back. */
export async function withdrawTermination(
  db: Database,
  actor: Actor,
  id: string,
): Promise<{ contract: Contract }> {
  return closeRequest(db, actor, id, 'withdrawn');
}

async function closeRequest(
  db: Database,
  actor: Actor,
  id: string,
  to: 'declined' | 'withdrawn',
): Promise<{ contract: Contract }> {
  return db.transaction(async (tx) => {
    const state = await requireState(tx, actor.actorId, id, { lock: true });
    const party = partyOf(state, actor.actorId);
    allow(state, to === 'declined' ? 'answer_termination' : 'withdraw_termination', actor.actorId);
    const termination = await pendingTermination(
      state,
      actor.actorId,
      to === 'declined' ? 'other' : 'requester',
    );
    if (!(await contracts.closeTermination(tx, state.id, to, now()))) {
      throw conflict(REFUSALS.noPendingTermination);
    }
    await record(
      tx,
      actor,
      state.id,
      to === 'declined' ? 'termination_declined' : 'termination_withdrawn',
      { party, endDate: termination.endDate },
    );
    return answer(tx, actor.actorId, state.id);
  });
}

/** The job's (and an overdue acceptance's) end of a contract: terminated, with its event. */
export async function terminate(
  tx: Queryable,
  id: string,
  from: ContractStatus,
  endDate: string,
): Promise<boolean> {
  const decision = decide(from, 'terminate', 'system');
  if (!decision.allowed) return false;
  if (!(await contracts.moveStatus(tx, id, 'terminate', from, decision.to))) return false;
  await recordEvent(tx, {
    ...SYSTEM,
    subjectType: 'contract',
    subjectId: id,
    action: 'terminated',
    details: { from, to: decision.to, endDate },
  });
  // The owner's choice to relist holds however the contract ends: early, as on completion.
  await relistIfChosen(tx, id);
  return true;
}

/** Makes the contract's listing available again when the owner chose to relist; true if it did. */
export async function relistIfChosen(tx: Queryable, id: string): Promise<boolean> {
  const [row] = await tx.query<{ rentalId: string | null; relist: boolean }>(
    `SELECT rental_id AS "rentalId", relist_on_completion AS relist FROM contracts WHERE id = $1`,
    [id],
  );
  return Boolean(row?.relist && row.rentalId && (await relistListing(tx, row.rentalId, SYSTEM)));
}

/** The owner's choice (before the contract ends): relist the listing when it completes. */
export async function chooseRelist(
  db: Database,
  actor: Actor,
  id: string,
  relist: boolean,
): Promise<{ contract: Contract }> {
  return db.transaction(async (tx) => {
    const state = await requireState(tx, actor.actorId, id, { lock: true });
    allow(state, 'relist', actor.actorId);
    if (!(await contracts.setRelist(tx, state.id, relist))) throw conflict(REFUSALS.relistTooLate);
    return answer(tx, actor.actorId, state.id);
  });
}

/** Each party rates the other once, after the contract completed or was terminated. */
export async function rateContract(
  db: Database,
  actor: Actor,
  id: string,
  body: { score: number; comment?: string },
): Promise<{ contract: Contract }> {
  try {
    return await db.transaction(async (tx) => {
      const state = await requireState(tx, actor.actorId, id, { lock: true });
      const party = partyOf(state, actor.actorId);
      allow(state, 'rate', actor.actorId);
      if (state.ratedParties.includes(party)) throw conflict(REFUSALS.alreadyRated);
      const comment = (body.comment ?? '').trim();
      const inserted = await contracts.insertRating(tx, {
        id: newId(),
        contractId: state.id,
        party,
        raterId: actor.actorId,
        rateeId: party === 'owner' ? state.tenantId : state.ownerId,
        score: body.score,
        comment,
      });
      if (!inserted) throw conflict(REFUSALS.rateNotEnded);
      await record(tx, actor, state.id, 'rated', { party, score: body.score });
      return answer(tx, actor.actorId, state.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REFUSALS.alreadyRated);
    throw error;
  }
}

/** The actor of the scheduled job's changes: no user, no address. */
export const SYSTEM: EventActor = {
  actorId: null,
  ip: '',
  userAgent: '',
};
