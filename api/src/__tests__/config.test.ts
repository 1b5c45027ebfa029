import path from 'node:path';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  loadConfig,
  REPO_ROOT,
} from '../config';

describe('configuration from the environment', () => {
  it('uses safe defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      redisUrl: null,
      dataDir: path.join(REPO_ROOT, '.data'),
      pgliteDataDir: path.join(REPO_ROOT, '.data', 'pglite'),
      jwtSecret: null,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      cookieSecure: false,
      corsOrigins: [],
      trustProxy: false,
      authRateLimit: { ipMax: 20, emailMax: 10, windowSeconds: 900 },
      logLevel: 'info',
      accessLog: false,
      slowRequestMs: 1000,
      serveApps: true,
      appsDir: REPO_ROOT,
      seedDemo: false,
    });
  });

  it('finds the repository root two levels above the source folder', () => {
    expect(REPO_ROOT).toBe(path.resolve(__dirname, '../../..'));
  });

  it('keeps tests quiet by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/grovekeeper',
      REDIS_URL: 'redis://redis:6379',
      DATA_DIR: 'var/data',
      JWT_SECRET: 'secret',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_DAYS: '7',
      COOKIE_SECURE: 'true',
      CORS_ORIGINS: 'http://localhost:8080/, https://app.example.com',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_IP_MAX: '5',
      AUTH_RATE_LIMIT_EMAIL_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      LOG_LEVEL: 'debug',
      LOG_ACCESS: 'true',
      LOG_SLOW_REQUEST_MS: '250',
      SERVE_APPS: 'false',
      APPS_DIR: '/srv/apps',
      SEED_DEMO: 'true',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db/grovekeeper',
      redisUrl: 'redis://redis:6379',
      dataDir: path.join(REPO_ROOT, 'var', 'data'),
      jwtSecret: 'secret',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlDays: 7,
      cookieSecure: true,
      corsOrigins: ['http://localhost:8080', 'https://app.example.com'],
      trustProxy: 1,
      authRateLimit: { ipMax: 5, emailMax: 3, windowSeconds: 60 },
      logLevel: 'debug',
      accessLog: true,
      slowRequestMs: 250,
      serveApps: false,
      appsDir: '/srv/apps',
      seedDemo: true,
    });
  });

  it('builds the runtime document for the front-end with default remote manifests', () => {
    expect(loadConfig({}).runtime).toEqual({
      apiBaseUrl: '',
      googleMapsApiKey: '',
      mapTileUrl: DEFAULT_MAP_TILE_URL,
      mapTileAttribution: DEFAULT_MAP_TILE_ATTRIBUTION,
      remotes: {
        mf_estates: '/remotes/mf-estates/mf-manifest.json',
        mf_trees: '/remotes/mf-trees/mf-manifest.json',
        mf_rentals: '/remotes/mf-rentals/mf-manifest.json',
        mf_contracts: '/remotes/mf-contracts/mf-manifest.json',
        mf_workforce: '/remotes/mf-workforce/mf-manifest.json',
      },
    });
  });

  it('lets each runtime value be overridden', () => {
    const runtime = loadConfig({
      PUBLIC_API_BASE_URL: 'https://api.example.com/',
      GOOGLE_MAPS_API_KEY: 'key-123',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
      REMOTE_MF_TREES_URL: 'http://localhost:4002/mf-manifest.json',
    }).runtime;
    expect(runtime).toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      googleMapsApiKey: 'key-123',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      mapTileAttribution: '© Example',
    });
    expect(runtime.remotes.mf_trees).toBe('http://localhost:4002/mf-manifest.json');
    expect(runtime.remotes.mf_estates).toBe('/remotes/mf-estates/mf-manifest.json');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it.each([
    'redis://127.0.0.1',
    'redis://redis:6379/0',
    'rediss://:s3cret@cache.example.com:6380/2',
    'redis://user:p%40ss@[::1]:6379',
  ])('accepts the Redis URL %s', (url) => {
    expect(loadConfig({ REDIS_URL: url }).redisUrl).toBe(url);
  });

  it.each([
    'redis:6379',
    'localhost:6379',
    'http://redis:6379',
    'redis://',
    'redis://redis:99999',
    'redis://redis:6379/cache',
    'redis://redis:6379?tls=true',
  ])('refuses the REDIS_URL %s with a readable message', (url) => {
    expect(() => loadConfig({ REDIS_URL: url })).toThrow(
      'REDIS_URL must be a Redis URL like redis://redis:6379',
    );
  });

  it('does not repeat a malformed REDIS_URL, which may hold a password', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@redis:6379' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it('writes mails under the data folder unless SMTP_URL is set', () => {
    expect(loadConfig({ DATA_DIR: 'var/data' }).mail).toEqual({
      smtpUrl: null,
      dir: path.join(REPO_ROOT, 'var', 'data', 'mail'),
      from: DEFAULT_MAIL_FROM,
      pollSeconds: 5,
      maxAttempts: 8,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mailer:s3cret@mail.example.com:465',
        MAIL_DIR: '/srv/mail',
        MAIL_FROM: 'Grove <grove@example.com>',
        MAIL_POLL_SECONDS: '0',
        MAIL_MAX_ATTEMPTS: '3',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@mail.example.com:465',
      dir: '/srv/mail',
      from: 'Grove <grove@example.com>',
      pollSeconds: 0,
      maxAttempts: 3,
    });
  });

  it('keeps finished jobs a day unless JOBS_KEEP_HOURS says otherwise', () => {
    expect(loadConfig({}).jobs).toEqual({ leaseSeconds: 30, pollSeconds: 2, keepHours: 24 });
    expect(loadConfig({ JOBS_KEEP_HOURS: '168' }).jobs.keepHours).toBe(168);
    expect(() => loadConfig({ JOBS_KEEP_HOURS: '0' })).toThrow('JOBS_KEEP_HOURS');
  });

  it('runs the contract lifecycle job every 300 s unless CONTRACT_SCHEDULE_SECONDS says otherwise', () => {
    expect(loadConfig({}).contractScheduleSeconds).toBe(300);
    expect(loadConfig({ CONTRACT_SCHEDULE_SECONDS: '0' }).contractScheduleSeconds).toBe(0);
    expect(loadConfig({ CONTRACT_SCHEDULE_SECONDS: '60' }).contractScheduleSeconds).toBe(60);
    expect(() => loadConfig({ CONTRACT_SCHEDULE_SECONDS: 'soon' })).toThrow(
      'CONTRACT_SCHEDULE_SECONDS',
    );
  });

  it.each(['mail.example.com:587', 'http://mail.example.com', 'smtp://'])(
    'refuses the SMTP_URL %s without repeating it',
    (url) => {
      expect(() => loadConfig({ SMTP_URL: url })).toThrow('SMTP_URL must be an SMTP URL like');
    },
  );

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ AUTH_RATE_LIMIT_IP_MAX: '0' }, 'AUTH_RATE_LIMIT_IP_MAX must be a whole number'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE must be true or false (got "maybe")'],
    [{ CORS_ORIGINS: 'localhost:8080' }, 'CORS_ORIGINS entries must be origins'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
