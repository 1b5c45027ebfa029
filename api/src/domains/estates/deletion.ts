import type { Queryable } from '../../db';

/**
 * What the domains built on estates have to say when an estate is deleted. They register
 * here through app.ts (estatesRoutes' `deletion` option, one set per app instance): the
 * estates domain imports none of them.
 */

/**
 * Runs inside the deletion transaction, after the estate is locked and before its row is
 * deleted. Throws an HttpError to refuse (the transaction rolls back, the error is the
 * answer); otherwise it may change its own rows in the same transaction.
 */
export type EstateDeletionGuard = (
  tx: Queryable,
  estateId: string,
  ownerId: string,
) => Promise<void>;

/** Where work done after the commit reports what it could not do. */
export interface DeletionLog {
  warn(details: object, message: string): void;
}

/**
 * Runs inside the deletion transaction after the guards (reading what the cascade is about
 * to remove, such as the keys of stored files) and answers the work to do once the
 * deletion committed. That work never throws: the estate is gone either way.
 */
export type EstateDeletionCleanup = (
  tx: Queryable,
  estateId: string,
) => Promise<(log: DeletionLog) => Promise<void>>;

export interface EstateDeletionHooks {
  guards?: readonly EstateDeletionGuard[];
  cleanups?: readonly EstateDeletionCleanup[];
}
