import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, Queryable } from './database';
export { isUniqueViolation } from './database';
export { runMigrations } from './migrate';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in the data folder. */
export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDataDir'>,
  log?: FastifyBaseLogger,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, log)
    : openPglite(config.pgliteDataDir);
}
