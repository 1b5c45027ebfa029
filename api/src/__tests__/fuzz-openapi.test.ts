/**
 * Schema-driven fuzz of every operation of the OpenAPI document (read from the running app,
 * so a new route is fuzzed without editing this file). User B sends random, boundary and
 * invalid requests to each operation, with A's ids, B's ids and unknown ids in the id slots.
 * Every answer must be below 500; every 4xx must be exactly `{ "error": "<readable text>", "code": "<code>" }`;
 * no answer to B may contain A's private texts; and A's records must be unchanged after.
 *
 * Replay a failure with the seed the title prints: FUZZ_SEED=123 npx jest ... fuzz-openapi.
 * FUZZ_ONLY='PUT /api/estates/{id}' fuzzes the operations whose key contains that text;
 * FUZZ_RUNS=200 FUZZ_BUDGET_MS=600000 sends more requests per operation (the budget is
 * the time for all of them); FUZZ_VERBOSE=1 prints each operation's answers' statuses.
 */
import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { DATABASE_START_TIMEOUT_MS } from '../test/databases';
import { describeApi } from '../test/harness';
import { idSource, operationsOf, requestArbitrary, sendFuzzRequest } from './fuzz-requests';
import type { FuzzRequest, FuzzResponse, Operation, RequestContext } from './fuzz-requests';
import { buildWorld, fakeServices } from './fuzz-world';
import type { FuzzWorld } from './fuzz-world';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be an integer, not ${SEED}`);
const ONLY = process.env.FUZZ_ONLY ?? '';
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/**
 * Time for all operations on one database: each gets an equal share of what is left, so a
 * busy machine sends fewer requests rather than running long (on a quiet one, 40 runs of
 * every operation take well under this).
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 40_000);
/** Requests every operation gets, whatever the budget. */
const MIN_REQUESTS = 5;

/** The public QR tag page of a tree shows its title, notes, photos and estate name to anyone. */
const PUBLIC_TAG = 'GET /api/public/trees/{id}/tag';

/**
 * Operations the fuzz leaves out, with the reason; their own suites test them.
 * The live stream answers 200 and stays open until the client leaves (a request would
 * never end); notifications/__tests__/stream.test.ts tests it over a listening server.
 */
const NOT_FUZZED: Record<string, string> = {
  'GET /api/notifications/stream': 'server-sent events: the answer never ends',
};

/** Field names that hold an id of another kind of record, and the pool to take it from. */
const ID_ALIASES: Record<string, string> = {
  estate: 'estates',
  estateId: 'estates',
  rentalId: 'rentals',
  applicationId: 'applications',
  photoId: 'photos',
  harvestId: 'harvests',
  code: 'qr',
  apply: 'applications',
};

/** Why an error body is not `{ "error": "<readable text>", "code": "<code>" }`, or null when it is. */
function errorShapeProblem(response: FuzzResponse): string | null {
  if (!response.contentType.startsWith('application/json')) {
    return `content-type ${JSON.stringify(response.contentType)}, not JSON`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return 'body is not valid JSON';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return 'body is not a JSON object';
  }
  const keys = Object.keys(parsed);
  if (keys.length !== 2 || keys[0] !== 'error' || keys[1] !== 'code')
    return `keys ${JSON.stringify(keys)}, not ["error","code"]`;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String((parsed as { code: unknown }).code)))
    return 'code is not a stable kebab-case code';
  const message = (parsed as { error: unknown }).error;
  if (typeof message !== 'string' || !/[a-z]{2}/i.test(message))
    return 'error is not readable text';
  if (/\n\s+at |\[object |^Error:/.test(message)) return 'error shows internals';
  return null;
}

/** The first id in an answer (the record it created), for B's pools. */
function createdId(body: string): string | null {
  try {
    const seen = [JSON.parse(body) as unknown];
    for (const value of seen) {
      if (typeof value !== 'object' || value === null) continue;
      const record = value as Record<string, unknown>;
      if (typeof record.id === 'string' && /^[0-9a-f]{24}$/.test(record.id)) return record.id;
      seen.push(...Object.values(record));
    }
  } catch {
    // Not JSON: nothing to remember.
  }
  return null;
}

/** The server's error log, so a 500 is reported with its cause. */
const errorLog: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    errorLog.push(chunk.toString());
    errorLog.splice(0, errorLog.length - 100);
    done();
  },
});

function causeOf(response: FuzzResponse): string {
  const line = errorLog.find((entry) => response.requestId && entry.includes(response.requestId));
  if (!line) return '';
  const { err } = JSON.parse(line) as { err?: { stack?: string } };
  return `\n  server log: ${err?.stack?.split('\n').slice(0, 4).join('\n    ') ?? line}`;
}

describeApi(
  `fuzz of every OpenAPI operation (FUZZ_SEED=${SEED})`,
  {
    config: async (api) => ({
      photosDir: await api.tempDir('gk-fuzz-photos-'),
      orthophotosDir: await api.tempDir('gk-fuzz-ortho-'),
      logLevel: 'error',
    }),
    deps: { ...fakeServices, logStream },
  },
  (api) => {
    let world: FuzzWorld;
    let operations: Operation[];
    const readAsA = async () =>
      Promise.all(
        world.watchedUrls.map(async (url) => {
          const response = await api.as(world.a).get(url);
          return `${url} ${response.statusCode} ${response.body}`;
        }),
      );
    let before: string[];

    beforeAll(async () => {
      world = await buildWorld(api);
      const docs = await api.request({ url: '/api/docs/json' });
      // Deletions last, so that B's own records live for the other operations' success paths.
      operations = operationsOf(docs.json())
        .filter((operation) => operation.key.includes(ONLY) && !(operation.key in NOT_FUZZED))
        .sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
      before = await readAsA();
    }, DATABASE_START_TIMEOUT_MS);

    it('reads the operations from the document and has A’s markers where A sees them', () => {
      expect(operations.length).toBeGreaterThan(ONLY ? 0 : 60);
      const seen = before.join('\n');
      expect(seen).toContain(world.privateMarker);
      expect(seen).toContain(world.tagMarker);
      for (const url of world.watchedUrls) {
        expect(before.find((line) => line.startsWith(`${url} `))).toMatch(/^\S+ 200 /);
      }
    });

    /** What is wrong with B's answer, or null. */
    const problemOf = (operation: Operation, response: FuzzResponse): string | null => {
      const status = response.statusCode;
      if (status >= 500) return `answered ${status}${causeOf(response)}`;
      if (response.body.includes(world.privateMarker)) return 'shows A’s private data';
      if (response.body.includes(world.tagMarker) && operation.key !== PUBLIC_TAG) {
        return 'shows a text of A that only the public tag page may show';
      }
      return status >= 400 ? errorShapeProblem(response) : null;
    };

    it('answers every request below 500, errors as { error }, and nothing of A’s to B', async () => {
      const ctx: RequestContext = {
        bearer: world.b.auth.authorization,
        ids: idSource(world.idsOfA, world.idsOfB, ID_ALIASES),
        png: world.png,
      };
      const failures: string[] = [];
      const statuses = new Map<string, number>();
      const budgetEnd = Date.now() + BUDGET_MS;
      for (const [index, operation] of operations.entries()) {
        const literal = operation.path.split('/').filter((s) => s && !s.startsWith('{'));
        const pool = ID_ALIASES[literal.at(-1) ?? ''] ?? literal.at(-1) ?? '';
        const seen = new Map<number, number>();
        // Up to 4 times its share of the time left (most operations need far less, a slow
        // one such as password hashing more). Past it, the remaining runs pass without a
        // request: fast-check's own time limits would abandon a request in flight, and with
        // it a hang or a 500.
        const share = (budgetEnd - Date.now()) / (operations.length - index);
        const deadline = Math.min(budgetEnd, Date.now() + 4 * share);
        let sent = 0;
        const property = fc.asyncProperty(
          requestArbitrary(operation, ctx),
          async (request: FuzzRequest) => {
            if (Date.now() > deadline && sent >= MIN_REQUESTS) return;
            sent += 1;
            const response = await sendFuzzRequest(api.server, request);
            seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
            const problem = problemOf(operation, response);
            if (problem) {
              throw new Error(`${problem}: ${response.statusCode} ${response.body.slice(0, 500)}`);
            }
            // Records B created join B's ids, so later requests reach their success paths.
            const id = response.statusCode === 201 ? createdId(response.body) : null;
            const list = world.idsOfB.get(pool) ?? [];
            if (id && request.headers.authorization === ctx.bearer && list.length < 50) {
              world.idsOfB.set(pool, [...list, id]);
            }
          },
        );
        const details = await fc.check(property, {
          seed: SEED,
          numRuns: RUNS,
          endOnFailure: true,
          includeErrorInReport: true,
        });
        for (const [status, count] of seen) {
          for (const key of [String(status), `${String(status).charAt(0)}xx`]) {
            statuses.set(key, (statuses.get(key) ?? 0) + count);
          }
        }
        if (process.env.FUZZ_VERBOSE) {
          const counts = [...seen].sort(([x], [y]) => x - y).map(([s, n]) => `${s}×${n}`);
          console.log(`${operation.key}: ${sent} requests, ${counts.join(' ')}`);
        }
        if (details.failed) {
          failures.push(`${operation.key}\n${fc.defaultReportMessage(details) ?? ''}`);
        }
      }
      if (failures.length > 0) {
        throw new Error(
          `${failures.length} operation(s) failed; replay with FUZZ_SEED=${SEED}\n\n${failures.join('\n\n')}`,
        );
      }
      if (!ONLY) {
        // The generators reach every kind of answer, not only the validator's 400s.
        const reached = ['2xx', '400', '401', '404', '413'].map((key) => [key, statuses.has(key)]);
        expect(reached).toEqual(reached.map(([key]) => [key, true]));
      }
    }, 600_000);

    it('leaves A’s records as they were', async () => {
      expect(await readAsA()).toEqual(before);
    });
  },
);
