import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '..';
import { MIGRATIONS_DIR, runMigrations } from '../migrate';
import { DATABASE_START_TIMEOUT_MS, testDatabases } from '../../test/databases';

const LANGUAGE_MIGRATION = '0011_user_language';

/** Issue 23: the free-text language of accounts made before becomes en or el. */
describe.each(testDatabases())('the user language migration on $name', (database) => {
  let db: Database;
  let close: () => Promise<void>;
  let before: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    // The migrations before this one, as a database made before it has them.
    before = await mkdtemp(path.join(tmpdir(), 'gk-language-'));
    for (const file of await readdir(MIGRATIONS_DIR)) {
      if (file.endsWith('.sql') && file < `${LANGUAGE_MIGRATION}.sql`) {
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(before, file));
      }
    }
    await runMigrations(db, { dir: before });
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(async () => {
    await close();
    await rm(before, { recursive: true, force: true });
  });

  it('maps Greek-looking values to el and everything else to en, then allows only those', async () => {
    const values: [string, string][] = [
      ['el', 'el'],
      ['EL', 'el'],
      ['el-GR', 'el'],
      [' el_gr', 'el'],
      ['gr', 'el'],
      ['Greek', 'el'],
      ['GREEK (modern)', 'el'],
      ['Ελληνικά', 'el'],
      ['ελληνικα', 'el'],
      ['ΕΛΛΗΝΙΚΑ', 'el'],
      ['', 'en'],
      ['en', 'en'],
      ['English', 'en'],
      ['fr', 'en'],
      ['Deutsch', 'en'],
    ];
    const id = (index: number) => index.toString(16).padStart(24, '0');
    for (const [index, [language]] of values.entries()) {
      await db.query(
        `INSERT INTO users (id, name, email, password_hash, language)
         VALUES ($1, 'Old account', $2, 'x', $3)`,
        [id(index + 1), `old-${index}@example.com`, language],
      );
    }

    expect(await runMigrations(db)).toContain(LANGUAGE_MIGRATION);

    const rows = await db.query<{ id: string; language: string }>(
      'SELECT id, language FROM users ORDER BY id',
    );
    expect(rows.map((row) => row.language)).toEqual(values.map(([, language]) => language));

    await db.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'New', 'new@example.com', 'x')`,
      [id(999)],
    );
    const [fresh] = await db.query<{ language: string }>(
      'SELECT language FROM users WHERE id = $1',
      [id(999)],
    );
    expect(fresh?.language).toBe('en');
    await expect(
      db.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [id(999)]),
    ).rejects.toThrow();
  });
});
