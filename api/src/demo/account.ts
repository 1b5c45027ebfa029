import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { isUniqueViolation } from '../db';
import { countUsers, insertUser } from '../domains/auth';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';

/** A well-known account for demos and first runs; its password is public by design. */
export const DEMO_ACCOUNT = {
  email: 'demo@grovekeeper.local',
  password: 'grovekeeper-demo',
  name: 'Demo Owner',
} as const;

/** Creates the demo account when there are no users at all (SEED_DEMO=true). */
export async function seedDemoAccount(db: Database, log: FastifyBaseLogger): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  try {
    await insertUser(db, {
      id: newId(),
      name: DEMO_ACCOUNT.name,
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    });
  } catch (error) {
    // Another replica seeded it at the same moment.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  log.info(
    { email: DEMO_ACCOUNT.email },
    `Demo account created: sign in as ${DEMO_ACCOUNT.email} with password ${DEMO_ACCOUNT.password}`,
  );
  return true;
}
