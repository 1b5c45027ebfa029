/**
 * Fixed-window rate limits: the first attempt of a key starts its window, every attempt
 * in it counts, and once more than `max` have been counted the key is refused until the
 * window ends. Where the counts live is a `RateLimitStore`: in process memory by default
 * (one API process), or Redis when REDIS_URL is set (lib/redis.ts), so that every replica
 * counts against the same windows and the limit holds whichever replica a client reaches.
 */
export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** Seconds until the window of this key ends (at least 1). */
  retryAfterSeconds: number;
}

/** Where the attempts are counted; one store may serve several limiters (see `name`). */
export interface RateLimitStore {
  /**
   * Counts one attempt for `key`, starting a window of `windowMs` when it has none, and
   * answers the attempts counted in that window so far and the milliseconds left in it.
   */
  increment(key: string, windowMs: number): Promise<WindowCount>;
}

export interface WindowCount {
  count: number;
  msLeft: number;
}

export interface RateLimiterOptions {
  max: number;
  windowMs: number;
  /** Default: a store of its own in process memory. */
  store?: RateLimitStore;
  /** Prefixed to the keys, so limiters sharing a store count apart ('auth-ip', 'auth-email'). */
  name?: string;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { max, windowMs, store = createMemoryRateLimitStore(), name } = options;
  const prefix = name ? `${name}:` : '';
  return {
    async hit(key) {
      const { count, msLeft } = await store.increment(prefix + key, windowMs);
      return {
        allowed: count <= max,
        remaining: Math.max(0, max - count),
        retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
      };
    },
  };
}

export interface MemoryRateLimitStoreOptions {
  /** Injectable clock for tests. */
  now?: () => number;
  /** Expired windows are swept once the map holds this many keys, bounding memory. */
  sweepThreshold?: number;
}

export interface MemoryRateLimitStore extends RateLimitStore {
  /** Forgets every window. */
  reset(): void;
}

/**
 * The counts in a Map of this process: the embedded default (REDIS_URL unset), and the
 * fallback of the Redis store while Redis does not answer. With several replicas each one
 * counts on its own, so the effective limit is the configured one times the replica count.
 */
export function createMemoryRateLimitStore(
  options: MemoryRateLimitStoreOptions = {},
): MemoryRateLimitStore {
  const { now = Date.now, sweepThreshold = 10_000 } = options;
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number): void {
    for (const [key, window] of windows) {
      if (window.resetAt <= at) windows.delete(key);
    }
  }

  return {
    increment(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= sweepThreshold) sweep(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({ count: window.count, msLeft: window.resetAt - at });
    },
    reset() {
      windows.clear();
    },
  };
}
