import type { Queryable } from '../../db';
import { HttpError, notFound } from '../http-errors';
import { isId } from '../ids';
import type { Decision, Refusal } from './table';

/**
 * Authorise, then answer: the pattern of every route that acts on one record of a
 * lifecycle. The record the route names is read with what the decision needs (its state,
 * who owns it, how the caller relates to it); a malformed or unknown id is the record's
 * 404; the lifecycle decides whether the caller's role may do the action (its refusal is
 * the answer); after the change the answer is read again as the caller sees it.
 */

/** The answer to a refused decision of a lifecycle. */
export function refuse(refusal: Refusal): never {
  throw new HttpError(refusal.status, refusal.error);
}

export interface RecordGuard<Access extends { status: State }, State, Action, Actor, Target, Lock> {
  /** The 404 text of the record. */
  notFound: string;
  /** What the decision needs, as `userId` relates to the record; null when it does not exist. */
  access(db: Queryable, userId: string, id: string, lock?: Lock): Promise<Access | null>;
  /** Who the caller is to the record, as the lifecycle's actors. */
  actorOf(access: Access, userId: string): Actor;
  /** The lifecycle's decision. */
  decide(from: State, action: Action, actor: Actor): Decision<Target>;
}

export interface Authorised<Access, Actor, Target> {
  access: Access;
  actor: Actor;
  /** Where the allowed action leads. */
  to: Target;
}

export type Authorise<Access, Action, Actor, Target, Lock> = (
  db: Queryable,
  userId: string,
  id: string,
  action: Action,
  lock?: Lock,
) => Promise<Authorised<Access, Actor, Target>>;

/** The record and the caller's role, after the lifecycle allowed `action`; 404 for bad ids. */
export function authoriser<Access extends { status: State }, State, Action, Actor, Target, Lock>(
  guard: RecordGuard<Access, State, Action, Actor, Target, Lock>,
): Authorise<Access, Action, Actor, Target, Lock> {
  return async (db, userId, id, action, lock) => {
    const access = isId(id) ? await guard.access(db, userId, id, lock) : null;
    if (!access) throw notFound(guard.notFound);
    const actor = guard.actorOf(access, userId);
    const decision = guard.decide(access.status, action, actor);
    if (!decision.allowed) refuse(decision);
    return { access, actor, to: decision.to };
  };
}

/** The record as `userId` sees it (read after a change); 404 `notFoundText` when it is gone. */
export function answerer<Answer>(
  notFoundText: string,
  read: (db: Queryable, userId: string, id: string) => Promise<Answer | null>,
): (db: Queryable, userId: string, id: string) => Promise<Answer> {
  return async (db, userId, id) => {
    const answer = await read(db, userId, id);
    if (!answer) throw notFound(notFoundText);
    return answer;
  };
}
