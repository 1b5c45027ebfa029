import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import { startTestServer } from './app';
import type { TestServer, TestServerOptions } from './app';
import { DATABASE_START_TIMEOUT_MS, testDatabases } from './databases';
import type { TestDatabase } from './databases';
import type { TestResponse } from './http';
import { createSignedInUser } from './users';
import type { SignedInUser, TestUser } from './users';

/**
 * The one API test harness: the real app listening on loopback, on a fresh database, once
 * per database the run covers (PGlite always, PostgreSQL when DATABASE_URL is set), with
 * helpers to sign users in and give them estates. A suite is written once:
 *
 *   describeApi('rentals', (api) => {
 *     let owner: SignedInUser;
 *     beforeAll(async () => { owner = await api.user(); });
 *     it('...', async () => {
 *       const response = await api.as(owner).post('/api/rentals', body);
 *       expect(response.statusCode).toBe(201);
 *     });
 *   });
 *
 * The describe title gets " on PGlite" / " on PostgreSQL" appended.
 *
 * A suite that needs a special main server passes `options.config` / `options.deps`
 * (functions get the harness, e.g. `{ config: async (api) => ({ photosDir: await
 * api.tempDir('gk-photos-') }) }`). A server that needs something started first (a fake
 * cadastre, imagery tiles) is an extra one: start the fake in the suite's own beforeAll,
 * then `api.startServer(config)` (give that beforeAll DATABASE_START_TIMEOUT_MS), and close
 * the fake in its own afterAll (which runs after the harness has closed every server and
 * the database).
 */
export interface ApiHarness {
  /** The database's name: 'PGlite' or 'PostgreSQL'. */
  readonly databaseName: string;
  readonly db: Database;
  readonly server: TestServer;
  /** A request with no credentials (or with headers of your own). */
  request: TestServer['request'];
  /** Request helpers that carry `user`'s access token. */
  as(user: SignedInUser): UserClient;
  /** A freshly registered, signed-in user. */
  user(overrides?: Partial<TestUser>): Promise<SignedInUser>;
  /** An estate of `owner` (the 20 ha square near Kalamata unless overridden). */
  estate(owner: SignedInUser, overrides?: Record<string, unknown>): Promise<HarnessEstate>;
  /** Another server on the same database, with its own configuration (closed with the suite). */
  startServer(overrides?: Partial<AppConfig>, deps?: TestServerOptions): Promise<TestServer>;
  /** A fresh empty folder in the system's temp folder, removed with the suite. */
  tempDir(prefix?: string): Promise<string>;
}

export interface UserClient {
  get(url: string): Promise<TestResponse>;
  post(url: string, payload?: unknown): Promise<TestResponse>;
  put(url: string, payload?: unknown): Promise<TestResponse>;
  patch(url: string, payload?: unknown): Promise<TestResponse>;
  delete(url: string): Promise<TestResponse>;
  /** Any method, with optional extra headers. */
  call(
    method: string,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
}

export interface HarnessEstate {
  id: string;
  _id: string;
  name: string;
  address: string;
  treeCount: number;
  landArea: number;
  treeTypes: string[];
  coordinates: { lat: number; lng: number };
  boundaries: { lat: number; lng: number }[];
}

type SuiteBody = (api: ApiHarness) => void;

/** A value, or a function of the harness that answers it (called once per database). */
type PerSuite<T> = T | ((api: ApiHarness) => T | Promise<T>);

export interface HarnessOptions {
  /** Configuration of the main server (on top of testConfig's defaults). */
  config?: PerSuite<Partial<AppConfig>>;
  /** Dependencies of the main server (fake storage, imagery...; a hook adding routes). */
  deps?: PerSuite<TestServerOptions>;
  /** Only these databases (for suites about one driver). */
  databases?: (database: TestDatabase) => boolean;
}

/** A square of about 450 m × 450 m (20 ha) near Kalamata. */
export const HARNESS_SQUARE = [
  { lat: 37.0, lng: 22.1 },
  { lat: 37.0, lng: 22.105062 },
  { lat: 37.004045, lng: 22.105062 },
  { lat: 37.004045, lng: 22.1 },
];

export function harnessEstateBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'North Grove',
    address: 'Kalamata, Messinia, Greece',
    treeCount: 25,
    landArea: 20.5,
    coordinates: { lat: 37.002, lng: 22.1025 },
    boundaries: HARNESS_SQUARE,
    treeTypes: ['olive'],
    autoGenerateTrees: false,
    aiDetectionEnabled: false,
    ...overrides,
  };
}

export function clientFor(server: () => TestServer, user: SignedInUser): UserClient {
  const call = (
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => server().request({ method, url, payload, headers: { ...user.auth, ...headers } });
  return {
    call,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload),
    put: (url, payload) => call('PUT', url, payload),
    patch: (url, payload) => call('PATCH', url, payload),
    delete: (url) => call('DELETE', url),
  };
}

/**
 * `describe` once per test database, with the app started in `beforeAll` and everything
 * closed in `afterAll` (servers, the database, then temp folders). `body` registers the
 * suite's own hooks and tests. Options go before the body or after it.
 */
export function describeApi(title: string, body: SuiteBody, options?: HarnessOptions): void;
export function describeApi(title: string, options: HarnessOptions, body: SuiteBody): void;
export function describeApi(
  title: string,
  second: SuiteBody | HarnessOptions,
  third?: SuiteBody | HarnessOptions,
): void {
  const [body, options = {}] = (
    typeof second === 'function' ? [second, third] : [third, second]
  ) as [SuiteBody, HarnessOptions | undefined];
  const databases = testDatabases().filter(options.databases ?? (() => true));
  describe.each(databases)(`${title} on $name`, (database) => {
    let db: Database | undefined;
    let closeDb: (() => Promise<void>) | undefined;
    let server: TestServer | undefined;
    const extraServers: TestServer[] = [];
    const tempDirs: string[] = [];

    const ready = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`the test ${what} is used before beforeAll ran`);
      return value;
    };

    const harness: ApiHarness = {
      databaseName: database.name,
      get db() {
        return ready(db, 'database');
      },
      get server() {
        return ready(server, 'server');
      },
      request: (request) => ready(server, 'server').request(request),
      as: (user) => clientFor(() => ready(server, 'server'), user),
      user: (overrides) => createSignedInUser(ready(server, 'server'), overrides),
      async estate(owner, overrides) {
        const response = await clientFor(() => ready(server, 'server'), owner).post(
          '/api/estates',
          harnessEstateBody(overrides),
        );
        if (response.statusCode !== 201) {
          throw new Error(`create estate: ${response.statusCode} ${response.body}`);
        }
        return response.json<HarnessEstate>();
      },
      async startServer(overrides = {}, deps = {}) {
        const extra = await startTestServer(ready(db, 'database'), overrides, deps);
        extraServers.push(extra);
        return extra;
      },
      async tempDir(prefix = 'gk-test-') {
        const dir = await mkdtemp(path.join(tmpdir(), prefix));
        tempDirs.push(dir);
        return dir;
      },
    };
    const resolve = async <T>(option: PerSuite<T> | undefined): Promise<T | undefined> =>
      typeof option === 'function'
        ? await (option as (api: ApiHarness) => T | Promise<T>)(harness)
        : option;

    beforeAll(async () => {
      ({ db, close: closeDb } = await database.open());
      server = await startTestServer(
        db,
        (await resolve(options.config)) ?? {},
        (await resolve(options.deps)) ?? {},
      );
    }, DATABASE_START_TIMEOUT_MS);

    afterAll(async () => {
      for (const extra of extraServers.splice(0)) await extra.close();
      await server?.close();
      await closeDb?.();
      for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
    });

    body(harness);
  });
}
