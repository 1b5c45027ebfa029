import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../../db';
import { HttpError, badRequest } from '../../../lib/http-errors';
import { isId } from '../../../lib/ids';
import * as keys from './repository';
import type { KeyScope, StoredAnswer } from './repository';

/**
 * Idempotency-Key on the writes to a tree, its photos and its harvests (issue 26): a
 * phone sends each queued change with its own id as the key, and may send it again and
 * again until an answer reaches it. The first request with a key applies; any later one
 * with the same key (from the same user) applies nothing and gets the first answer again,
 * same status and body, with `Idempotent-Replayed: true`. The key is claimed in the
 * write's own transaction, under the table's primary key, so two requests with one key
 * at the same moment cannot both apply: the second waits for the first and replays its
 * answer. A refused write (4xx) leaves no key behind: sent again, it is tried again.
 * A key already used for another request (another method, path or tree) answers 422.
 * Keys are kept KEY_RETENTION_DAYS days.
 */

export const KEY_RETENTION_DAYS = 30;
export const IDEMPOTENCY_KEY_INVALID =
  'Idempotency-Key must be 1 to 200 visible characters without spaces';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for another change. Send each change with a key of its own.';
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's key, checked; null without one. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return header;
}

/** Thrown out of a write's transaction (rolling it back) when its key was used already. */
class Replay extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('replay');
  }
}

/** The committed answer of the key, when the key was used for the same request; else 422. */
async function recall(db: Queryable, scope: KeyScope): Promise<StoredAnswer | null> {
  const row = await keys.findKey(db, scope.userId, scope.key);
  if (!row || row.status === null) return null;
  if (row.method !== scope.method || row.route !== scope.route || row.treeId !== scope.treeId) {
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  }
  return { status: row.status, body: row.body };
}

/**
 * `db` whose transaction first claims the key and, before committing, stores the answer
 * made of the transaction's result. The services run one transaction per request.
 */
function claimingDatabase(
  db: Database,
  scope: KeyScope,
  answerOf: (result: unknown) => StoredAnswer,
): Database {
  return {
    driver: db.driver,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    executeSql: (sql, params) => db.executeSql(sql, params),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    transaction: (fn) =>
      db.transaction(async (tx) => {
        if (!(await keys.claimKey(tx, scope))) {
          const stored = await recall(tx, scope);
          if (!stored) throw new Error('An idempotency key was taken without an answer');
          throw new Replay(stored);
        }
        const result = await fn(tx);
        await keys.completeKey(tx, scope, answerOf(result));
        return result;
      }),
  };
}

export interface IdempotentWrite<R> {
  /** The tree written to (an estate-wide write: the estate); a key reused for another: 422. */
  treeId: string;
  status: number;
  /** The write, with the database to use (its transaction claims the key). */
  run(db: Database): Promise<R>;
  body(result: R): unknown;
  /** Headers of the answer made of its body (first and replayed alike). */
  headers?(body: unknown): Record<string, string>;
}

/**
 * Runs the write once per Idempotency-Key (none: every time) and sends its answer (the
 * route's handler resolves once it is sent).
 */
export async function sendIdempotent<R>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  write: IdempotentWrite<R>,
): Promise<void> {
  const key = readIdempotencyKey(request);
  const send = async (answer: StoredAnswer, replayed: boolean): Promise<void> => {
    if (replayed) void reply.header(REPLAYED_HEADER, 'true');
    if (write.headers) void reply.headers(write.headers(answer.body));
    await reply.code(answer.status).send(answer.body);
  };
  // A malformed tree id is refused by the write itself (404).
  if (key === null || !isId(write.treeId)) {
    return send({ status: write.status, body: write.body(await write.run(db)) }, false);
  }
  const scope: KeyScope = {
    userId: request.userId,
    key,
    method: request.method,
    route: request.url.split('?')[0] ?? request.url,
    treeId: write.treeId,
  };
  const stored = await recall(db, scope);
  if (stored) return send(stored, true);
  try {
    const answerOf = (result: unknown) => ({ status: write.status, body: write.body(result as R) });
    const result = await write.run(claimingDatabase(db, scope, answerOf));
    return send(answerOf(result), false);
  } catch (error) {
    if (error instanceof Replay) return send(error.answer, true);
    throw error;
  }
}

/** Deletes keys (and deleted-tree records) past their retention; logged, never thrown. */
export async function purgeExpiredKeys(
  db: Database,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  try {
    await keys.purgeOlderThan(db, KEY_RETENTION_DAYS);
  } catch (error) {
    log.warn({ err: error }, 'Could not purge old idempotency keys');
  }
}
