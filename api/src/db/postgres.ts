import { Client, Pool } from 'pg';
import type { PoolClient, QueryResult } from 'pg';
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
    async executeSql(sql, params = []) {
      // Several statements (no parameters) answer one result each: the last one counts.
      const result: QueryResult | QueryResult[] = await pool.query(
        sql,
        params.length > 0 ? params : undefined,
      );
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    listen: (channel, onPayload, onReconnect) =>
      resilientListen({ connectionString, channel, onPayload, onReconnect, log }),
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

/** The first reconnect waits this long, each next one twice as long, at most LISTEN_MAX_RETRY_MS. */
const LISTEN_FIRST_RETRY_MS = 250;
const LISTEN_MAX_RETRY_MS = 10_000;

/**
 * LISTEN on a dedicated connection that comes back: when the server closes it (a restart,
 * a fail-over, an idle-killer, pg_terminate_backend) a new client connects and LISTENs
 * again, retrying with back-off while the server is away. NOTIFYs sent while no connection
 * listened are lost, so `onReconnect` runs once it listens again: the caller reads what it
 * may have missed (the live streams read by seq, the mailer claims due rows).
 */
async function resilientListen(options: {
  connectionString: string;
  channel: string;
  onPayload: (payload: string) => void;
  onReconnect?: () => void;
  log?: Pick<FastifyBaseLogger, 'error'> & Partial<Pick<FastifyBaseLogger, 'warn' | 'info'>>;
}): Promise<() => Promise<void>> {
  const { connectionString, channel, onPayload, onReconnect, log } = options;
  let stopped = false;
  let client: Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = LISTEN_FIRST_RETRY_MS;

  const connect = async (): Promise<Client> => {
    const next = new Client({ connectionString, connectionTimeoutMillis: 5000 });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) log?.error({ err: error }, 'PostgreSQL LISTEN client error');
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (!stopped) scheduleRetry();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  };

  const scheduleRetry = () => {
    if (retryTimer || stopped) return;
    log?.warn?.({ channel, retryMs }, 'PostgreSQL LISTEN connection lost: reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        (next) => {
          if (stopped) {
            void next.end().catch(() => undefined);
            return;
          }
          client = next;
          retryMs = LISTEN_FIRST_RETRY_MS;
          log?.info?.({ channel }, 'PostgreSQL LISTEN connection back');
          onReconnect?.();
        },
        () => {
          retryMs = Math.min(LISTEN_MAX_RETRY_MS, retryMs * 2);
          scheduleRetry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  // The first connection must work: a server that does not answer fails the caller now.
  client = await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
