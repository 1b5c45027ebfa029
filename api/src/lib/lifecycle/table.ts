/**
 * A lifecycle written as data (GUIDE §8): every allowed `(from, action, actor) -> to` is
 * one row of a table; anything absent is refused, and the domain says why (404, 403 or
 * 409 and the text the client reads). Rentals (listings, applications), contracts and
 * the workforce (job listings, job applications) each keep only their table and their
 * refusals; this module indexes the table and decides.
 */

/** One allowed transition: `from` --action by actor--> `to`. */
export type Row<State, Action, Actor, Target = State> = readonly [State, Action, Actor, Target];

/** Why an action is refused, as the client reads it. */
export interface Refusal {
  status: 403 | 404 | 409;
  error: string;
}

export type Decision<Target> = { allowed: true; to: Target } | ({ allowed: false } & Refusal);

/** The lookups a refusal rule may use (e.g. "can this actor see the record at all?"). */
export interface TableLookup<State, Action, Actor, Target> {
  /** The target of an allowed transition, undefined when the table has no such row. */
  target(from: State, action: Action, actor: Actor): Target | undefined;
  /** Whether the table has the row. */
  allows(from: State, action: Action, actor: Actor): boolean;
}

export interface TransitionTable<State, Action, Actor, Target> extends TableLookup<
  State,
  Action,
  Actor,
  Target
> {
  readonly rows: readonly Row<State, Action, Actor, Target>[];
  /** What happens when `actor` tries `action` on a record in state `from`. */
  decide(from: State, action: Action, actor: Actor): Decision<Target>;
}

/** Why a transition absent from the table is refused. */
export type RefusalRule<State, Action, Actor, Target> = (
  from: State,
  action: Action,
  actor: Actor,
  table: TableLookup<State, Action, Actor, Target>,
) => Refusal;

const keyOf = (from: unknown, action: unknown, actor: unknown): string =>
  `${String(from)}|${String(action)}|${String(actor)}`;

/** The rows by `(from, action, actor)`; a later row for the same triple wins. */
export function index<State, Action, Actor, Target>(
  rows: readonly Row<State, Action, Actor, Target>[],
): Map<string, Target> {
  const map = new Map<string, Target>();
  for (const [from, action, actor, to] of rows) map.set(keyOf(from, action, actor), to);
  return map;
}

/** A table and its refusal rule, ready to decide. */
export function transitionTable<State, Action, Actor, Target>(
  rows: readonly Row<State, Action, Actor, Target>[],
  refuse: RefusalRule<State, Action, Actor, Target>,
): TransitionTable<State, Action, Actor, Target> {
  const byKey = index(rows);
  const lookup: TableLookup<State, Action, Actor, Target> = {
    target: (from, action, actor) => byKey.get(keyOf(from, action, actor)),
    allows: (from, action, actor) => byKey.has(keyOf(from, action, actor)),
  };
  return {
    ...lookup,
    rows,
    decide(from, action, actor) {
      const to = lookup.target(from, action, actor);
      if (to !== undefined) return { allowed: true, to };
      return { allowed: false, ...refuse(from, action, actor, lookup) };
    },
  };
}
