import type { Queryable } from '../../db';

/** The cheapest statement the database must answer. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
