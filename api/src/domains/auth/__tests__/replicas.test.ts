import { PassThrough } from 'node:stream';
import { Redis } from 'ioredis';
import { REDIS_CONNECTION_NAME } from '../../../lib/redis';
import type { AppConfig } from '../../../config';
import { startTestServer } from '../../../test/app';
import type { TestServer } from '../../../test/app';
import { DATABASE_START_TIMEOUT_MS } from '../../../test/databases';
import { describeApi } from '../../../test/harness';
import { freePort, startRedisServer } from '../../../test/redis';
import type { RedisChild } from '../../../test/redis';
import { refreshCookieOf, uniqueEmail } from '../../../test/users';

const TOO_MANY = {
  error: 'Too many attempts. Please try again in 15 minutes.',
  code: 'too-many-attempts',
};
const SESSION_EXPIRED = {
  error: 'Session expired. Please sign in again.',
  code: 'session-expired',
};
const RATE_LIMIT_KEYS = 'grovekeeper:rate-limit:';

// Four attempts per address and three per email in 15 minutes; X-Forwarded-For is
// trusted, so each test picks client addresses of its own.
const LIMITS: Partial<AppConfig> = {
  authRateLimit: { ipMax: 4, emailMax: 3, windowSeconds: 900 },
  trustProxy: true,
};

// One Redis for the whole file (both databases): addresses and emails never repeat.
let sequence = 0;
const nextAddress = () => {
  sequence += 1;
  return `198.18.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
};

let redis: RedisChild;
let probe: Redis;

// Outside describeApi: runs before the harness opens the database, ends after it closed it.
beforeAll(async () => {
  redis = await startRedisServer();
  probe = new Redis(redis.url, { lazyConnect: true });
  await probe.connect();
});

afterAll(async () => {
  probe?.disconnect();
  await redis?.stop();
});

function login(server: TestServer, address: string, email = uniqueEmail(), password = 'wrong') {
  return server.request({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': address },
    payload: { email, password },
  });
}

function refresh(server: TestServer, token: string) {
  return server.request({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { cookie: `gk_refresh=${token}` },
  });
}

/** The log lines an app writes (JSON), as they come. */
function logCapture() {
  const stream = new PassThrough();
  const lines: { level: number; msg: string }[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() !== '') lines.push(JSON.parse(line) as { level: number; msg: string });
    }
  });
  return {
    stream,
    has: (level: number, text: string) =>
      lines.some((line) => line.level === level && line.msg.includes(text)),
  };
}

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, ms = 8000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const apiConnections = async (client: Redis) =>
  ((await client.call('CLIENT', 'LIST')) as string)
    .split('\n')
    .filter((line) => line.includes(` name=${REDIS_CONNECTION_NAME} `)).length;

describeApi('two API replicas', (api) => {
  // Two instances on one database and one Redis, and two on the database only.
  let shared: [TestServer, TestServer];
  let separate: [TestServer, TestServer];

  beforeAll(async () => {
    shared = [
      await api.startServer({ ...LIMITS, redisUrl: redis.url }),
      await api.startServer({ ...LIMITS, redisUrl: redis.url }),
    ];
    separate = [await api.startServer(LIMITS), await api.startServer(LIMITS)];
  }, DATABASE_START_TIMEOUT_MS);

  it('share the sign-in limit of an address through Redis: attempts on either count against one total', async () => {
    const [one, two] = shared;
    const address = nextAddress();
    for (const server of [one, two, one, two]) {
      expect((await login(server, address)).statusCode).toBe(401);
    }
    for (const server of [one, two]) {
      const refused = await login(server, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
    // The window is in Redis, with Redis's own expiry.
    const key = `${RATE_LIMIT_KEYS}auth-ip:${address}`;
    expect(await probe.get(key)).toBe('6');
    expect(await probe.pttl(key)).toBeGreaterThan(890_000);
  });

  it('share the limit of an email too, from any address, on sign-in and sign-up', async () => {
    const [one, two] = shared;
    const email = uniqueEmail();
    const register = await two.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': nextAddress() },
      payload: { name: 'Ada', email, password: 'secret1' },
    });
    expect(register.statusCode).toBe(201);
    expect((await login(one, nextAddress(), email)).statusCode).toBe(401);
    expect((await login(two, nextAddress(), email.toUpperCase())).statusCode).toBe(401);
    const refused = await login(one, nextAddress(), email, 'secret1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
  });

  it('count on their own without REDIS_URL (the control): each instance allows the whole limit', async () => {
    const [one, two] = separate;
    const address = nextAddress();
    // Eight attempts answered, four on each instance, where the shared limit allows four.
    for (const server of [one, two, one, two, one, two, one, two]) {
      expect((await login(server, address)).statusCode).toBe(401);
    }
    for (const server of [one, two]) {
      expect((await login(server, address)).statusCode).toBe(429);
    }
    expect(await probe.exists(`${RATE_LIMIT_KEYS}auth-ip:${address}`)).toBe(0);
  });

  it('refuse on instance 2 a refresh token already rotated on instance 1, and revoke its whole session', async () => {
    const [one, two] = shared;
    const user = await api.user();
    const rotated = await refresh(one, user.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const latest = refreshCookieOf(rotated);

    // The original token again, on the other instance: a stolen copy.
    const replay = await refresh(two, user.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(SESSION_EXPIRED);
    expect(refreshCookieOf(replay)).toBe('');

    // The legitimate latest token is revoked too, on either instance.
    for (const server of [one, two]) {
      const afterTheft = await refresh(server, latest);
      expect(afterTheft.statusCode).toBe(401);
      expect(afterTheft.json()).toEqual(SESSION_EXPIRED);
    }
    const [live] = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [user.id],
    );
    expect(live?.count).toBe(0);
  });

  it('close their Redis connection when the app closes, without calling it an outage', async () => {
    const before = await apiConnections(probe);
    const log = logCapture();
    const extra = await startTestServer(
      api.db,
      { ...LIMITS, redisUrl: redis.url, logLevel: 'info' },
      { logStream: log.stream },
    );
    expect(await apiConnections(probe)).toBe(before + 1);
    await extra.close();
    await waitFor('the connection to close', async () => (await apiConnections(probe)) === before);
    // The client sees its socket close just after QUIT's answer: give that a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.has(40, 'Redis does not answer')).toBe(false);
  });

  it('keep answering sign-in when Redis dies mid-run: counted in each process, then in Redis again once it is back', async () => {
    const flaky = await startRedisServer();
    let revived: RedisChild | undefined;
    const log = logCapture();
    // Not the harness's: closed here, before its Redis goes for good.
    const server = await startTestServer(
      api.db,
      { ...LIMITS, redisUrl: flaky.url, logLevel: 'info' },
      { logStream: log.stream },
    );
    const countIn = async (child: RedisChild, address: string) => {
      const client = new Redis(child.url);
      try {
        return await client.get(`${RATE_LIMIT_KEYS}auth-ip:${address}`);
      } finally {
        client.disconnect();
      }
    };
    try {
      const before = nextAddress();
      expect((await login(server, before)).statusCode).toBe(401);
      expect(await countIn(flaky, before)).toBe('1');

      await flaky.kill();
      // Counted in this process from zero: four attempts answered, the fifth refused,
      // none a 5xx and none waiting for Redis.
      const during = nextAddress();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login(server, during)).statusCode).toBe(401);
      }
      const refused = await login(server, during);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(log.has(40, 'Redis does not answer')).toBe(true);
      expect(log.has(40, 'Rate limits are counted in this process: Redis did not answer')).toBe(
        true,
      );

      // Redis is back (empty, as after a crash): the app reconnects and counts there again.
      revived = await startRedisServer(flaky.port);
      await waitFor('the app to reconnect', () =>
        log.has(30, 'Redis answers again: rate limits are shared again'),
      );
      const after = nextAddress();
      expect((await login(server, after)).statusCode).toBe(401);
      expect(log.has(30, 'Rate limits are counted in Redis again')).toBe(true);
      expect(await countIn(revived, after)).toBe('1');
    } finally {
      await server.close();
      await revived?.stop();
      await flaky.kill();
    }
  });

  it('answer sign-in without waiting long when Redis hangs (connection open, no answer)', async () => {
    const frozen = await startRedisServer();
    const log = logCapture();
    const server = await startTestServer(
      api.db,
      { ...LIMITS, redisUrl: frozen.url, logLevel: 'warn' },
      { logStream: log.stream },
    );
    try {
      frozen.pause();
      const address = nextAddress();
      const started = Date.now();
      expect((await login(server, address)).statusCode).toBe(401);
      // Redis gets 500 ms (REDIS_COMMAND_TIMEOUT_MS); the rest is the password check.
      expect(Date.now() - started).toBeLessThan(5000);
      expect(log.has(40, 'Rate limits are counted in this process: Redis did not answer')).toBe(
        true,
      );
    } finally {
      frozen.resume();
      await server.close();
      await frozen.stop();
    }
  });

  it('start and answer sign-in without Redis when REDIS_URL points at nothing, still limited per process', async () => {
    const nothing = `redis://127.0.0.1:${await freePort()}`;
    const log = logCapture();
    const server = await api.startServer(
      { ...LIMITS, redisUrl: nothing, logLevel: 'warn' },
      { logStream: log.stream },
    );
    expect(log.has(40, 'Redis does not answer')).toBe(true);
    const address = nextAddress();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(server, address)).statusCode).toBe(401);
    }
    expect((await login(server, address)).statusCode).toBe(429);
  });
});
