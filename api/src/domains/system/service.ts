import type { Queryable } from '../../db';
import { ping } from './repository';

/** Whether the database answers; a failure is logged with its error. */
export async function databaseAnswers(
  db: Queryable,
  log: { error(details: object, message: string): void },
): Promise<boolean> {
  try {
    await ping(db);
    return true;
  } catch (error) {
    log.error({ err: error }, 'Health check: database unavailable');
    return false;
  }
}
