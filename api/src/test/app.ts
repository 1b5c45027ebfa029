import { buildApp } from '../app';
import type { App, AppDeps } from '../app';
import { loadConfig } from '../config';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import { httpRequest } from './http';
import type { TestRequest, TestResponse } from './http';

/**
 * Jest's CommonJS runtime cannot load content-disposition 3, which is ESM only and
 * required by the copy of @fastify/static that the Swagger UI brings (Node itself can,
 * through require(esm)). Hand that copy the CommonJS release (1.x, same function) that
 * the API's own @fastify/static uses. Remove once jest.config.js transforms that
 * package for the api project, as it does `ky` for the web project.
 */
jest.mock(
  resolveFrom(
    'content-disposition',
    resolveFrom('@fastify/static', require.resolve('@fastify/swagger-ui')),
  ),
  () => {
    const contentDisposition = jest.requireActual<{ (name: string): string; parse: unknown }>(
      resolveFrom('content-disposition', require.resolve('@fastify/static')),
    );
    return { create: contentDisposition, parse: contentDisposition.parse };
  },
);

/** Resolves `request` as `fromFile` would (node_modules lookup starts beside that file). */
function resolveFrom(request: string, fromFile: string): string {
  return require.resolve(request, { paths: [fromFile] });
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing-0123456789';

/**
 * The configuration tests start from: defaults only (the runner's environment is
 * ignored), silent logs, a fixed signing secret, no static apps and rate limits high
 * enough that only the rate-limit suite meets them.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    logLevel: 'silent',
    jwtSecret: TEST_JWT_SECRET,
    serveApps: false,
    authRateLimit: { ipMax: 100_000, emailMax: 100_000, windowSeconds: 900 },
    ...overrides,
  };
}

export interface TestServer {
  app: App;
  config: AppConfig;
  /** One HTTP request to the listening app. */
  request(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

/**
 * The real app, listening on a free loopback port, on an already open test database.
 * Close it before the database.
 */
/** The app's dependencies but the database, and a hook to add routes before it listens. */
export type TestServerOptions = Omit<AppDeps, 'db'> & { beforeListen?: (app: App) => void };

export async function startTestServer(
  db: Database,
  overrides: Partial<AppConfig> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  const { beforeListen, ...deps } = options;
  const app = await buildApp(config, { ...deps, db });
  beforeListen?.(app);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    config,
    request: (request) => httpRequest(baseUrl, request),
    close: () => app.close(),
  };
}
