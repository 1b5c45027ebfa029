import { Blob } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { Database } from '../db';
import { pgliteDatabase } from '../db/pglite';
import { openPostgres } from '../db/postgres';

/** For the beforeAll that opens a database: PGlite needs a few seconds on a busy machine. */
export const DATABASE_START_TIMEOUT_MS = 60_000;

export interface TestDatabase {
  /** Used in describe titles: "... on PGlite", "... on PostgreSQL". */
  name: string;
  /** A fresh, empty database; `close` disposes of it entirely. */
  open(): Promise<{ db: Database; close(): Promise<void> }>;
}

/**
 * The databases every API suite runs against: an in-memory PGlite always, and a
 * throw-away database on the PostgreSQL server of DATABASE_URL when it is set.
 * Open one per test file (PGlite takes a couple of seconds to start), not per test.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    {
      name: 'PGlite',
      async open() {
        const { PGlite: NativePGlite } = await loadPgliteNatively();
        const template = await pgliteTemplate(NativePGlite);
        const db = pgliteDatabase(
          await NativePGlite.create('memory://', { loadDataDir: template }),
        );
        return { db, close: () => db.close() };
      },
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    databases.push({ name: 'PostgreSQL', open: () => openThrowawayPostgres(serverUrl) });
  }
  return databases;
}

let nativePglite: Promise<{ PGlite: typeof PGlite }> | undefined;

/**
 * Jest runs modules inside a VM context that has no dynamic-import loader unless node
 * runs with --experimental-vm-modules, and PGlite's start-up imports Node built-ins
 * dynamically. So tests load PGlite with Node's own loader, outside Jest's registry
 * (Node prints a one-time ExperimentalWarning for this). The rows it answers come
 * from the host realm: compare them structurally, not with `instanceof` or
 * `expect.any(Date)`.
 */
export function loadPgliteNatively(): Promise<{ PGlite: typeof PGlite }> {
  nativePglite ??= (
    new vm.Script('(specifier) => import(specifier)', {
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }).runInThisContext() as (specifier: string) => Promise<{ PGlite: typeof PGlite }>
  )(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
  return nativePglite;
}

const GZIP = 'application/x-gzip';

/**
 * An empty, freshly initialised PGlite data directory, kept in the temp folder and
 * shared by every test file and run: starting from it skips PGlite's initdb, which is
 * most of its start-up time (about 1 s instead of 3 s here). Keyed by PGlite's
 * version; written under a temporary name and renamed, so readers never see half a file.
 */
export async function pgliteTemplate(NativePGlite: typeof PGlite): Promise<Blob> {
  const packageDir = path.dirname(path.dirname(require.resolve('@electric-sql/pglite')));
  const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const file = path.join(tmpdir(), `grovekeeper-pglite-${version}-template.tar.gz`);
  try {
    return new Blob([await readFile(file)], { type: GZIP });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pg = await NativePGlite.create('memory://');
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, Buffer.from(await dump.arrayBuffer()));
  await rename(draft, file);
  return new Blob([await readFile(file)], { type: GZIP });
}

/** A fresh database on the server of `serverUrl`; `url` reaches it, `close` drops it. */
export async function openThrowawayPostgres(serverUrl: string) {
  const name = `gk_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    db,
    url: url.toString(),
    async close() {
      await db.close();
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function administer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
