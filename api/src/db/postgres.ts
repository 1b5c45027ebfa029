import { Client, Pool } from 'pg';
import type { PoolClient } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from './database';

/** Opens a node-postgres pool on DATABASE_URL and checks that the server answers. */
export async function openPostgres(
  connectionString: string,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<Database> {
  // A server that does not answer fails the request in 5 s (answered 503) instead of holding it.
  const pool = new Pool({ connectionString, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would
  // crash the process. The pool discards that client and the next query reconnects.
  pool.on('error', (error) => log?.error({ err: error }, 'PostgreSQL idle client error'));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    driver: 'postgres',
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A client whose connection broke mid-transaction is destroyed, not handed out again.
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        broken = !(await client.query('ROLLBACK').then(
          () => true,
          () => false,
        ));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
    async listen(channel, onPayload) {
      // LISTEN holds its connection for good: a dedicated client, not one of the pool's.
      const client = new Client({ connectionString, connectionTimeoutMillis: 5000 });
      client.on('error', (error) => log?.error({ err: error }, 'PostgreSQL LISTEN client error'));
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return () => client.end();
    },
  };
}

function queryable(target: Pool | PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}
