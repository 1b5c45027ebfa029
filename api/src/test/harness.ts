import type { AppDeps } from '../app';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import { startTestServer } from './app';
import type { TestServer } from './app';
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
  startServer(overrides?: Partial<AppConfig>, deps?: Omit<AppDeps, 'db'>): Promise<TestServer>;
}

export interface UserClient {
  get(url: string): Promise<TestResponse>;
  post(url: string, payload?: unknown): Promise<TestResponse>;
  put(url: string, payload?: unknown): Promise<TestResponse>;
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

export interface HarnessOptions {
  /** Configuration of the main server (on top of testConfig's defaults). */
  config?: Partial<AppConfig> | (() => Partial<AppConfig> | Promise<Partial<AppConfig>>);
  /** Dependencies of the main server (fake cadastre, geocoder, storage...). */
  deps?: Omit<AppDeps, 'db'> | (() => Omit<AppDeps, 'db'> | Promise<Omit<AppDeps, 'db'>>);
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
    delete: (url) => call('DELETE', url),
  };
}

/**
 * `describe` once per test database, with the app started in `beforeAll` and everything
 * closed in `afterAll`. `body` registers the suite's own hooks and tests.
 */
export function describeApi(
  title: string,
  body: (api: ApiHarness) => void,
  options: HarnessOptions = {},
): void {
  const databases = testDatabases().filter(options.databases ?? (() => true));
  describe.each(databases)(`${title} on $name`, (database) => {
    let db: Database | undefined;
    let closeDb: (() => Promise<void>) | undefined;
    let server: TestServer | undefined;
    const extraServers: TestServer[] = [];

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
    };

    beforeAll(async () => {
      ({ db, close: closeDb } = await database.open());
      const config = typeof options.config === 'function' ? await options.config() : options.config;
      const deps = typeof options.deps === 'function' ? await options.deps() : options.deps;
      server = await startTestServer(db, config ?? {}, deps ?? {});
    }, DATABASE_START_TIMEOUT_MS);

    afterAll(async () => {
      for (const extra of extraServers.splice(0)) await extra.close();
      await server?.close();
      await closeDb?.();
    });

    body(harness);
  });
}
