import { PassThrough } from 'node:stream';
import { createSignedInUser } from '../test/users';
import { describeApi } from '../test/harness';
import type { HarnessOptions } from '../test/harness';

/** CORS for one origin, and a route that throws, for the error tests. */
const options: HarnessOptions = {
  config: { corsOrigins: ['http://localhost:8080'] },
  deps: {
    beforeListen: (app) => {
      app.get('/api/test/crash', async () => {
        throw new Error('secret internals at /srv/app.js:42');
      });
      // What node-postgres throws while PostgreSQL restarts or is out of reach.
      app.get('/api/test/database-down', async (request) => {
        const kind = (request.query as { kind?: string }).kind;
        if (kind === 'refused')
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          });
        if (kind === 'shutdown')
          throw Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
        throw new Error('Connection terminated unexpectedly');
      });
    },
  },
};

describeApi('the platform routes', options, (api) => {
  it('reports health once the database answers', async () => {
    const response = await api.request({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the runtime configuration without sign-in and without caching', async () => {
    const response = await api.request({ url: '/config/app.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(api.server.config.runtime);
    expect(Object.keys(response.json()).sort()).toEqual(
      ['apiBaseUrl', 'googleMapsApiKey', 'mapTileAttribution', 'mapTileUrl', 'remotes'].sort(),
    );
  });

  it('serves runtime configuration overridden from the environment', async () => {
    const runtime = {
      apiBaseUrl: 'https://api.example.com',
      googleMapsApiKey: 'maps-key',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      mapTileAttribution: '© Example',
      remotes: {
        mf_estates: 'http://127.0.0.1:4001/mf-manifest.json',
        mf_trees: '/remotes/mf-trees/mf-manifest.json',
        mf_rentals: '/remotes/mf-rentals/mf-manifest.json',
        mf_contracts: '/remotes/mf-contracts/mf-manifest.json',
        mf_workforce: '/remotes/mf-workforce/mf-manifest.json',
      },
    };
    const custom = await api.startServer({ runtime });
    const response = await custom.request({ url: '/config/app.json' });
    expect(response.json()).toEqual(runtime);
    // The absolute remote is allowed to run scripts.
    expect(response.headers['content-security-policy']).toMatch(
      /script-src 'self' http:\/\/127\.0\.0\.1:4001/,
    );
  });

  describe('errors', () => {
    it('answers unknown API routes with a JSON 404, for any method', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const response = await api.request({
          method,
          url: '/api/no-such-route',
          headers: { accept: 'text/html' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ error: 'Not found', code: 'not-found' });
      }
    });

    it('answers a malformed URL with a JSON 400', async () => {
      const response = await api.request({ url: '/api/profile/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The request URL is malformed',
        code: 'malformed-url',
      });
    });

    it('answers 500 "Internal server error" without any detail of the failure', async () => {
      const response = await api.request({ url: '/api/test/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Internal server error', code: 'internal-error' });
    });

    it.each(['refused', 'shutdown', 'terminated'])(
      'answers 503 with a readable error and Retry-After when the database is unavailable (%s)',
      async (kind) => {
        const response = await api.request({ url: `/api/test/database-down?kind=${kind}` });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          error:
            'The service is briefly unavailable (its database is not answering). Please try again in a moment.',
          code: 'database-unavailable',
        });
      },
    );

    it('answers malformed JSON with 400', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The request body is not valid JSON',
        code: 'invalid-json',
      });
    });

    it('refuses prototype-poisoning payloads', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The request body is not valid JSON',
        code: 'invalid-json',
      });
    });

    it('answers an oversized body with 413', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Ada', email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: 'The request body is too large',
        code: 'body-too-large',
      });
    });

    it('answers an unsupported content type with 415', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/csv' },
        payload: 'email,password',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'Unsupported content type',
        code: 'unsupported-media-type',
      });
    });
  });

  describe('headers', () => {
    it('sends security headers with a content security policy the apps can live with', async () => {
      const { headers } = await api.request({ url: '/api/health' });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob: https:");
      expect(csp).toContain("connect-src 'self' https:");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("font-src 'self' data:");
    });

    it('tags every response with a request id, keeping a well-formed one from the client', async () => {
      const generated = await api.request({ url: '/api/health' });
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await api.request({
        url: '/api/health',
        headers: { 'x-request-id': 'trace-123' },
      });
      expect(kept.headers['x-request-id']).toBe('trace-123');
      const replaced = await api.request({
        url: '/api/health',
        headers: { 'x-request-id': 'bad id\twith spaces' },
      });
      // A malformed id is replaced by a generated one (a UUID may itself contain 'bad').
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers CORS with credentials for an allowed origin', async () => {
      const preflight = await api.request({
        method: 'OPTIONS',
        url: '/api/profile',
        headers: {
          origin: 'http://localhost:8080',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    });

    it("lets a page of an allowed origin send a tree change's If-Match and Idempotency-Key and read its ETag", async () => {
      const preflight = await api.request({
        method: 'OPTIONS',
        url: '/api/trees/0123456789abcdef01234567',
        headers: {
          origin: 'http://localhost:8080',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type,if-match,idempotency-key',
        },
      });
      expect(preflight.statusCode).toBe(204);
      const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
      expect(allowed).toContain('if-match');
      expect(allowed).toContain('idempotency-key');
      const answer = await api.request({
        url: '/api/health',
        headers: { origin: 'http://localhost:8080' },
      });
      const exposed = String(answer.headers['access-control-expose-headers']).toLowerCase();
      expect(exposed.split(/,\s*/)).toEqual(
        expect.arrayContaining(['etag', 'idempotent-replayed']),
      );
    });

    it('lets a page of an allowed origin read the file name of a download', async () => {
      const answer = await api.request({
        url: '/api/health',
        headers: { origin: 'http://localhost:8080' },
      });
      const exposed = String(answer.headers['access-control-expose-headers']).toLowerCase();
      expect(exposed.split(/,\s*/)).toContain('content-disposition');
    });

    it('sends no CORS headers to an origin outside the allowlist', async () => {
      const response = await api.request({
        url: '/api/health',
        headers: { origin: 'https://evil.example.com' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('sends no CORS headers at all when no origins are configured', async () => {
      const sameOrigin = await api.startServer();
      const response = await sameOrigin.request({
        url: '/api/health',
        headers: { origin: 'http://localhost:8080' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('API documentation', () => {
    it('serves the Swagger UI at /api/docs', async () => {
      const response = await api.request({ url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('swagger-ui');
    });

    it('describes every route and the bearer scheme in the OpenAPI document', async () => {
      const document = (await api.request({ url: '/api/docs/json' })).json<{
        openapi: string;
        paths: Record<string, Record<string, { security?: unknown }>>;
        components: { securitySchemes: Record<string, unknown> };
      }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/register',
          '/api/auth/login',
          '/api/auth/refresh',
          '/api/auth/logout',
          '/api/profile',
          '/api/health',
          '/config/app.json',
        ]),
      );
      expect(document.components.securitySchemes.bearerAuth).toEqual({
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
      });
      expect(document.paths['/api/profile']?.get?.security).toEqual([{ bearerAuth: [] }]);
    });
  });

  it('writes no line per ordinary request by default, a warn line for a slow one, and every 5xx with its error', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const quiet = await api.startServer({ logLevel: 'info' }, { logStream: stream });
    await quiet.request({ url: '/api/health' });
    await quiet.request({ url: '/config/app.json' });
    expect(lines.join('')).not.toContain('request completed');
    expect(lines.join('')).not.toContain('incoming request');

    // A threshold of 1 ms and a route that takes 20 (0 would turn the slow log off).
    const slow = await api.startServer(
      { logLevel: 'info', slowRequestMs: 1 },
      {
        logStream: stream,
        beforeListen: (app) => {
          app.get('/test/slow', async () => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            return { ok: true };
          });
          app.get('/test/broken', async () => {
            throw new Error('database exploded');
          });
        },
      },
    );
    lines.length = 0;
    await slow.request({ url: '/test/slow' });
    const slowLine = lines
      .map((line) => JSON.parse(line) as { msg: string; level: number; responseTime: number })
      .find((line) => line.msg === 'Slow request');
    expect(slowLine?.level).toBe(40);
    expect(slowLine?.responseTime).toBeGreaterThanOrEqual(20);

    lines.length = 0;
    expect((await slow.request({ url: '/test/broken' })).statusCode).toBe(500);
    const failure = lines
      .map((line) => JSON.parse(line) as { msg: string; level: number; err?: { message: string } })
      .find((line) => line.level === 50);
    expect(failure?.err?.message).toBe('database exploded');
  });

  it('never writes passwords, tokens or cookies to the log', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const logged = await api.startServer(
      { logLevel: 'trace', accessLog: true },
      { logStream: stream },
    );
    const user = await createSignedInUser(logged, { password: 'very-secret-password' });
    await logged.request({ url: '/api/profile', headers: user.auth });
    await logged.request({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `gk_refresh=${user.refreshToken}` },
    });
    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).not.toContain('very-secret-password');
    expect(log).not.toContain(user.accessToken);
    expect(log).not.toContain(user.refreshToken);
  });
});
