/** The one lifecycle engine: transition tables and guarded transitions with their event rows. */
export { index, transitionTable } from './table';
export type { Decision, Refusal, RefusalRule, Row, TableLookup, TransitionTable } from './table';
export { guardedDelete, guardedMove, transition } from './transition';
export type { EventWriter, GuardedMove, TransitionEvent, TransitionOutcome } from './transition';
export { answerer, authoriser, refuse } from './authorise';
export type { Authorise, Authorised, RecordGuard } from './authorise';
