import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** Opens (creating if needed) the embedded database in `dataDir`; `memory://` keeps it in memory. */
export async function openPglite(dataDir: string): Promise<Database> {
  // PGlite does not create missing parent folders of its data directory.
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir));
}

/**
 * Wraps a started PGlite. PGlite runs one connection and queues every query behind an
 * open transaction, so callers get the isolation a pool would give; keep slow work
 * (password hashing) outside transactions.
 */
export function pgliteDatabase(pg: PGlite): Database {
  return {
    driver: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    close: () => pg.close(),
    async executeSql(sql, params = []) {
      if (params.length > 0) return pg.query(sql, params);
      const results = await pg.exec(sql);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // PGlite parses a NOTIFY while answering the statement (or COMMIT) that sent it and
    // queues the listeners as microtasks before that statement's promise settles.
    listenInProcess: (channel, onPayload) => pg.listen(channel, onPayload),
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
