import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import type { Database } from '..';
import { MIGRATIONS_DIR, runMigrations } from '../migrate';
import { DATABASE_START_TIMEOUT_MS, testDatabases } from '../../test/databases';

const shippedVersions = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => file.replace(/\.sql$/, ''));

describe.each(testDatabases())('database migrations on $name', (database) => {
  let db: Database;
  let close: () => Promise<void>;
  let scratch: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    scratch = await mkdtemp(path.join(tmpdir(), 'gk-migrations-'));
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(async () => {
    await close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('applies every shipped migration in order and records each one', async () => {
    expect(await runMigrations(db)).toEqual(shippedVersions);
    const rows = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(shippedVersions);
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    expect(await runMigrations(db)).toEqual([]);
    const [row] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM schema_migrations',
    );
    expect(row?.count).toBe(shippedVersions.length);
  });

  it('creates the users and refresh token tables', async () => {
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(['refresh_tokens', 'schema_migrations', 'users']),
    );
  });

  it('rolls a failing migration back entirely and applies it once it is fixed', async () => {
    const dir = path.join(scratch, 'failing');
    await mkdir(dir);
    await writeFile(
      path.join(dir, '9001_half_done.sql'),
      'CREATE TABLE scratch_a (id int); SELECT no_such_function();',
    );
    await expect(runMigrations(db, { dir })).rejects.toThrow(/no_such_function/);
    const leftovers = await db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'scratch_a'",
    );
    expect(leftovers).toHaveLength(0);

    await writeFile(path.join(dir, '9001_half_done.sql'), 'CREATE TABLE scratch_a (id int);');
    expect(await runMigrations(db, { dir })).toEqual(['9001_half_done']);
    expect(await runMigrations(db, { dir })).toEqual([]);
  });

  it('serialises concurrent runs so each migration is applied exactly once', async () => {
    const dir = path.join(scratch, 'concurrent');
    await mkdir(dir);
    await writeFile(path.join(dir, '9100_counter.sql'), 'CREATE TABLE scratch_b (id int);');
    const results = await Promise.all([runMigrations(db, { dir }), runMigrations(db, { dir })]);
    expect(results.flat()).toEqual(['9100_counter']);
  });

  it('ignores files that are not numbered SQL migrations', async () => {
    const dir = path.join(scratch, 'ignored');
    await mkdir(dir);
    await writeFile(path.join(dir, 'README.md'), '# notes');
    await writeFile(path.join(dir, 'draft.sql'), 'SELECT broken(');
    expect(await runMigrations(db, { dir })).toEqual([]);
  });
});
