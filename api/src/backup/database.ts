import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Blob } from 'node:buffer';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../db';
import { pgliteDatabase } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { BackupError } from './errors';

/** Opens PGlite on a data directory (tests hand in the copy Node loaded natively). */
export type PgliteOpener = (dataDir: string, options?: { loadDataDir?: Blob }) => Promise<PGlite>;

export const openPgliteDir: PgliteOpener = (dataDir, options) => PGlite.create(dataDir, options);

export interface DatabaseSummary {
  tables: number;
  rows: number;
  /** Rows outside schema_migrations: what a person stored. */
  dataRows: number;
  migrations: string[];
  serverVersion: string;
}

/** Counts every table's rows (base tables outside the system schemas). */
export async function summarize(db: Queryable): Promise<DatabaseSummary> {
  const tables = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2`,
  );
  let rows = 0;
  let dataRows = 0;
  let migrations: string[] = [];
  for (const table of tables) {
    const [counted] = await db.query<{ count: unknown }>(
      `SELECT count(*) AS count FROM ${identifier(table.schema)}.${identifier(table.name)}`,
    );
    const count = Number(counted?.count ?? 0);
    rows += count;
    if (table.schema === 'public' && table.name === 'schema_migrations') {
      const applied = await db.query<{ version: string }>(
        'SELECT version FROM public.schema_migrations ORDER BY version',
      );
      migrations = applied.map((row) => row.version);
    } else {
      dataRows += count;
    }
  }
  const [version] = await db.query<{ server_version: string }>('SHOW server_version');
  return {
    tables: tables.length,
    rows,
    dataRows,
    migrations,
    serverVersion: version?.server_version ?? 'unknown',
  };
}

function identifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

// ---------------------------------------------------------------------------------------
// PGlite: the data directory, dumped and loaded through PGlite itself.

/**
 * PGlite writes `postmaster.pid` into its data directory while it has it open and removes
 * it on close; it takes no other lock (a second process could open the same directory and
 * both would write to it). So its presence means a server holds the database, or one was
 * killed before it could close it.
 */
export function assertPgliteNotInUse(dataDir: string): void {
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  throw new BackupError(
    `The embedded database in ${dataDir} is in use: a Grovekeeper server (npm start, npm run dev) ` +
      'has it open. Stop the server, then run this again. If no server is running, the last one ' +
      'was stopped before it could close the database: start it once, stop it with Ctrl+C, and ' +
      'run this again.',
  );
}

export function hasPgliteDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * The whole data directory as PGlite's gzipped tar, taken while nothing else has it open
 * (checked first), after a checkpoint: a consistent copy.
 */
export async function dumpPglite(
  dataDir: string,
  openPglite: PgliteOpener,
): Promise<{ dump: Buffer; summary: DatabaseSummary }> {
  assertPgliteNotInUse(dataDir);
  if (!hasPgliteDatabase(dataDir)) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} to back up. Is DATA_DIR right? ` +
        '(With DATABASE_URL set, the PostgreSQL database is backed up instead.)',
    );
  }
  const pg = await openPglite(dataDir);
  try {
    const summary = await summarize(pgliteDatabase(pg));
    if (summary.migrations.length === 0)
      throw notGrovekeeper(`the embedded database in ${dataDir}`);
    await pg.exec('CHECKPOINT');
    const dump = await pg.dumpDataDir('gzip');
    return { dump: Buffer.from(await dump.arrayBuffer()), summary };
  } finally {
    await pg.close();
  }
}

/** The row counts of an existing embedded database (checked not in use first). */
export async function summarizePglite(
  dataDir: string,
  openPglite: PgliteOpener,
): Promise<DatabaseSummary> {
  assertPgliteNotInUse(dataDir);
  const pg = await openPglite(dataDir);
  try {
    return await summarize(pgliteDatabase(pg));
  } finally {
    await pg.close();
  }
}

/** Loads a dump into `emptyDir` (a fresh folder) and answers what it holds. */
export async function loadPglite(
  emptyDir: string,
  dump: Buffer,
  openPglite: PgliteOpener,
  madeWith: string | undefined,
): Promise<DatabaseSummary> {
  let pg: PGlite;
  try {
    pg = await openPglite(emptyDir, {
      loadDataDir: new Blob([dump], { type: 'application/x-gzip' }),
    });
  } catch (error) {
    const versions =
      madeWith && madeWith !== pgliteVersion()
        ? ` (the backup was made with PGlite ${madeWith}, this is PGlite ${pgliteVersion()})`
        : '';
    throw new BackupError(
      `The embedded database in this backup could not be loaded${versions}: ${messageOf(error)}`,
      { cause: error },
    );
  }
  try {
    return await summarize(pgliteDatabase(pg));
  } finally {
    await pg.close();
  }
}

let cachedPgliteVersion: string | undefined;

/** The installed @electric-sql/pglite's version (its data directories depend on it). */
export function pgliteVersion(): string {
  if (cachedPgliteVersion === undefined) {
    const packageDir = path.dirname(path.dirname(require.resolve('@electric-sql/pglite')));
    const manifest = readFileSync(path.join(packageDir, 'package.json'), 'utf8');
    cachedPgliteVersion = (JSON.parse(manifest) as { version: string }).version;
  }
  return cachedPgliteVersion;
}

// ---------------------------------------------------------------------------------------
// PostgreSQL: pg_dump's custom format, restored by pg_restore through psql.

/**
 * How the PostgreSQL client tools reach DATABASE_URL: the URL without its password (so
 * it does not show in the process list) and the password in PGPASSWORD.
 */
function clientTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // NOTICEs (e.g. "drop cascades to ...") would only clutter the output.
    PGOPTIONS: `${process.env.PGOPTIONS ?? ''} -c client_min_messages=warning`.trim(),
  };
  try {
    const url = new URL(databaseUrl);
    if (url.password) {
      env.PGPASSWORD = decodeURIComponent(url.password);
      url.password = '';
      return { dbname: url.toString(), env };
    }
  } catch {
    // Not a URL (a key=value connection string): the tools read it as it is.
  }
  return { dbname: databaseUrl, env };
}

/** DATABASE_URL without its password, for messages. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

async function connect(databaseUrl: string) {
  try {
    return await openPostgres(databaseUrl);
  } catch (error) {
    throw new BackupError(
      `Cannot connect to the PostgreSQL database ${describeDatabaseUrl(databaseUrl)} ` +
        `(DATABASE_URL): ${messageOf(error)}`,
      { cause: error },
    );
  }
}

/**
 * pg_dump of the whole database into `dumpFile`, in the very snapshot the row counts
 * are taken in (exported from a read-only repeatable-read transaction), so the summary
 * describes exactly what was dumped even while servers keep writing.
 */
export async function dumpPostgres(
  databaseUrl: string,
  dumpFile: string,
): Promise<DatabaseSummary> {
  const db = await connect(databaseUrl);
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const [exported] = await tx.query<{ snapshot: string }>(
        'SELECT pg_export_snapshot() AS snapshot',
      );
      const summary = await summarize(tx);
      if (summary.migrations.length === 0) {
        throw notGrovekeeper(`the PostgreSQL database ${describeDatabaseUrl(databaseUrl)}`);
      }
      const target = clientTarget(databaseUrl);
      await finished(
        spawn(
          'pg_dump',
          [
            '--format=custom',
            `--file=${dumpFile}`,
            `--snapshot=${exported?.snapshot ?? ''}`,
            `--dbname=${target.dbname}`,
          ],
          { env: target.env, stdio: ['ignore', 'ignore', 'pipe'] },
        ),
        'pg_dump',
      );
      return summary;
    });
  } finally {
    await db.close();
  }
}

export interface PostgresTarget {
  summary: DatabaseSummary;
  /** Anything (tables, functions, types) in the public schema, even without rows. */
  hasObjects: boolean;
}

export async function inspectPostgres(databaseUrl: string): Promise<PostgresTarget> {
  const db = await connect(databaseUrl);
  try {
    const summary = await summarize(db);
    const [objects] = await db.query<{ present: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_class WHERE relnamespace = 'public'::regnamespace)
           OR EXISTS (SELECT 1 FROM pg_proc WHERE pronamespace = 'public'::regnamespace)
           OR EXISTS (SELECT 1 FROM pg_type WHERE typnamespace = 'public'::regnamespace)
           AS present`,
    );
    return { summary, hasObjects: objects?.present === true };
  } finally {
    await db.close();
  }
}

/**
 * Restores a pg_dump file in one transaction: pg_restore turns it into SQL, psql runs it
 * after emptying the public schema (`wipe`). Any error rolls everything back, so the
 * database is either the backup's or left as it was.
 */
export async function restorePostgres(
  databaseUrl: string,
  dumpFile: string,
  wipe: boolean,
): Promise<DatabaseSummary> {
  const target = clientTarget(databaseUrl);
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
    env: target.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psqlArgs = ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction'];
  if (wipe) psqlArgs.push('--command=DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  psqlArgs.push('--file=-', `--dbname=${target.dbname}`);
  const psql = spawn('psql', psqlArgs, { env: target.env, stdio: ['pipe', 'ignore', 'pipe'] });
  // psql stopping early is reported by its own exit, not by the pipe breaking.
  psql.stdin?.on('error', () => undefined);
  // Ended by hand below: psql must not commit the SQL of a pg_restore that failed halfway.
  restore.stdout?.pipe(psql.stdin!, { end: false });
  // The first failure is the one that explains it: the other process is then stopped.
  let failure: { error: unknown } | undefined;
  const psqlDone = finished(psql, 'psql (restoring the database)').catch((error: unknown) => {
    failure ??= { error };
    restore.kill();
  });
  const restoreDone = finished(restore, 'pg_restore').then(
    () => psql.stdin?.end(),
    (error: unknown) => {
      failure ??= { error };
      // Killed, psql ends its connection mid-transaction: the server rolls it all back.
      psql.kill();
    },
  );
  await Promise.all([psqlDone, restoreDone]);
  if (failure) throw failure.error;

  const db = await connect(databaseUrl);
  try {
    return await summarize(db);
  } finally {
    await db.close();
  }
}

/** Resolves when `child` exits with 0; else a BackupError with its own error output. */
function finished(child: ChildProcess, what: string): Promise<void> {
  const command = what.split(' ')[0] ?? what;
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < 20_000) stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found. Backing up and restoring a PostgreSQL database needs the ` +
                'PostgreSQL client tools (pg_dump, pg_restore, psql) of the server’s version or ' +
                'newer: install them (Debian and Ubuntu: apt-get install postgresql-client) or ' +
                'put them on PATH.',
            )
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${what} failed (${signal ?? `exit ${code}`})${stderr.trim() ? `:\n${stderr.trim()}` : ''}`,
          ),
        );
    });
  });
}

function notGrovekeeper(what: string): BackupError {
  return new BackupError(
    `There is nothing to back up: ${what} holds no Grovekeeper data (it has no schema_migrations ` +
      'table; the server creates it on its first start).',
  );
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
