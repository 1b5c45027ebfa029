import { Redis } from 'ioredis';
import { createMemoryRateLimitStore } from './rate-limiter';
import type { RateLimitStore, WindowCount } from './rate-limiter';

/**
 * The optional Redis (REDIS_URL) that the API replicas share for what must not be counted
 * per process: today the sign-in and sign-up rate limits. Redis is a helper, never a
 * dependency of answering: the API starts without it, and while it does not answer the
 * rate limits are counted in each process (see `redisRateLimitStore`) and a warning is
 * logged. Commands are never queued while the connection is down, and one that takes
 * longer than REDIS_COMMAND_TIMEOUT_MS fails, so a dead or hung Redis delays a sign-in
 * by at most that much.
 */

/** The name of the API's connections in Redis's CLIENT LIST. */
export const REDIS_CONNECTION_NAME = 'grovekeeper-api';
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for the first connection before going on without Redis. */
export const REDIS_STARTUP_WAIT_MS = 3000;

/** Connections `closeRedis` is ending: their close is no outage. */
const closing = new WeakSet<Redis>();

export interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Connects to REDIS_URL, waiting at most REDIS_STARTUP_WAIT_MS for the first connection;
 * never throws: an unreachable Redis is logged and retried in the background (every 2 s
 * at most). Close it with `closeRedis`.
 */
export async function connectRedis(url: string, log: RedisLog): Promise<Redis> {
  const details = { redis: redisTarget(url) };
  const redis = new Redis(url, {
    connectionName: REDIS_CONNECTION_NAME,
    // Fail at once instead of waiting for a connection that may not come back; a command
    // in flight when the connection drops fails too and is not sent again (an INCR sent
    // twice would count one attempt twice).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (attempts) => Math.min(attempts * 100, 2000),
    // Closing while reconnecting arms a timer of this length on the last (already closed)
    // socket, which would hold a stopping process for 2 s by default.
    disconnectTimeout: 200,
  });
  // null until the first connection attempt ends; a warning once per outage, not per retry.
  let up: boolean | null = null;
  const down = (error?: Error) => {
    if (closing.has(redis)) return;
    if (up !== false) {
      log.warn(
        { ...details, err: error },
        'Redis does not answer: rate limits are counted in each API process until it does',
      );
    }
    up = false;
  };
  redis.on('error', (error: Error) => down(error));
  redis.on('close', () => {
    if (up) down();
  });
  redis.on('ready', () => {
    if (up === false) log.info(details, 'Redis answers again: rate limits are shared again');
    up = true;
  });
  await firstAttempt(redis);
  return redis;
}

/** Resolves once the first connection attempt succeeded, failed or took too long. */
function firstAttempt(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      redis.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_STARTUP_WAIT_MS);
    redis.on('ready', done);
    redis.on('error', done);
    redis.on('end', done);
  });
}

/** Ends the connection: QUIT when connected, else stops reconnecting at once. */
export async function closeRedis(redis: Redis): Promise<void> {
  closing.add(redis);
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: the connection is going away anyway.
    }
  }
  redis.disconnect();
}

/** host:port of a Redis URL, for logs (never the password). */
export function redisTarget(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
}

/**
 * INCR and, for the first attempt of a window, PEXPIRE, in one atomic script that also
 * answers the milliseconds left (PTTL). A key without an expiry (none of ours should be)
 * gets one, so a window can never last forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;
const HIT_COMMAND = 'grovekeeperRateLimitHit';

/** The client once `defineCommand` has added the script as a method. */
interface HitCommand {
  [HIT_COMMAND]?: (key: string, windowMs: number) => Promise<[number, number]>;
}

export interface RedisRateLimitStoreOptions {
  log: RedisLog;
  /** Counts while Redis does not answer; default: a store of its own in process memory. */
  fallback?: RateLimitStore;
  /** Prefixed to every key in Redis. */
  prefix?: string;
}

/**
 * Rate-limit windows in Redis, shared by every replica on it. When Redis does not answer
 * (down, unreachable, slower than REDIS_COMMAND_TIMEOUT_MS) the attempt is counted in the
 * fallback store of this process instead, with a warning once per outage: sign-in keeps
 * answering, still limited, though each replica counts on its own (up to the limit times
 * the replica count) and counts from zero, until Redis answers again and its own windows
 * count once more.
 */
export function redisRateLimitStore(
  redis: Redis,
  options: RedisRateLimitStoreOptions,
): RateLimitStore {
  const {
    log,
    fallback = createMemoryRateLimitStore(),
    prefix = 'grovekeeper:rate-limit:',
  } = options;
  const scripted = redis as unknown as HitCommand;
  if (!scripted[HIT_COMMAND]) {
    redis.defineCommand(HIT_COMMAND, { numberOfKeys: 1, lua: HIT_SCRIPT });
  }
  const hit = scripted[HIT_COMMAND]?.bind(redis);
  if (!hit) throw new Error(`ioredis did not define ${HIT_COMMAND}`);
  let fallingBack = false;

  return {
    async increment(key, windowMs): Promise<WindowCount> {
      let answer: [number, number];
      try {
        answer = await hit(prefix + key, windowMs);
      } catch (error) {
        if (!fallingBack) {
          fallingBack = true;
          log.warn(
            { err: error, redis: `${redis.options.host}:${redis.options.port}` },
            'Rate limits are counted in this process: Redis did not answer',
          );
        }
        return fallback.increment(key, windowMs);
      }
      if (fallingBack) {
        fallingBack = false;
        log.info({}, 'Rate limits are counted in Redis again');
      }
      const [count, msLeft] = answer;
      return { count, msLeft };
    },
  };
}
