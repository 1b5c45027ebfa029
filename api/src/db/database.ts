/**
 * The one database interface every repository uses. It is deliberately tiny so the
 * embedded PGlite (default, local development, tests) and node-postgres (production,
 * DATABASE_URL) are interchangeable: both speak real PostgreSQL, so the SQL is shared.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and answers its rows. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /**
   * One statement with parameters, or (without) a script of several, answering the last
   * statement's rows: the `db` adapter pg-boss (the jobs queue) runs its SQL through.
   */
  executeSql(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (sent by any process, delivered after
   * the sender's commit). PostgreSQL: one dedicated connection per call; PGlite: its own
   * listen. Answers the function that stops listening (and frees the connection).
   * PostgreSQL's connection comes back when the server drops it; `onReconnect` runs once it
   * listens again, since what was notified meanwhile was not delivered.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Only where notifications reach this process before the statement that sent them
   * resolves (PGlite: one in-process connection). Lets an in-memory cache trust them
   * instead of asking the database on every read. Answers the function that stops listening.
   */
  listenInProcess?(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>>;
}

/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}
