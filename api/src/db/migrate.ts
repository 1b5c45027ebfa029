import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from './database';

/** `api/migrations`, from both `api/src/db` and `api/dist/db`. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/;

interface MigrationLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Applies every not yet applied `NNNN_name.sql` file in order, each in its own
 * transaction together with its row in `schema_migrations`, so a failing migration
 * leaves no trace and is retried on the next start. Several API replicas may start at
 * once against one PostgreSQL: a transaction-scoped advisory lock serialises them and
 * each re-checks the table after taking it. Answers the versions applied by this call.
 */
export async function runMigrations(
  db: Database,
  options: { dir?: string; log?: MigrationLog } = {},
): Promise<string[]> {
  const { dir = MIGRATIONS_DIR, log } = options;
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, -'.sql'.length);
    const sql = await readFile(path.join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      const [existing] = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE version = $1',
        [version],
      );
      if (existing) {
        // Editing an applied migration changes nothing in existing databases: say so loudly.
        if (existing.checksum !== checksum) {
          log?.warn({ version }, 'Migration file changed after it was applied; add a new one');
        }
        return false;
      }
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [
        version,
        checksum,
      ]);
      return true;
    });
    if (ran) {
      applied.push(version);
      log?.info({ version }, 'Applied database migration');
    }
  }
  return applied;
}

/** Held until the surrounding transaction ends; the key is an arbitrary project constant. */
function lock(tx: Queryable): Promise<unknown> {
  return tx.query('SELECT pg_advisory_xact_lock(4730211)');
}
