/**
 * A fixed-window counter per key, in process memory. Good enough for brute-force
 * protection on one API process; with several replicas each one counts on its own, so
 * the effective limit is the configured one times the replica count (see README).
 */
export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  hit(key: string): RateLimitResult;
  reset(): void;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** Seconds until the window of this key ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  max: number;
  windowMs: number;
  /** Injectable clock for tests. */
  now?: () => number;
  /** Expired windows are swept once the map holds this many keys, bounding memory. */
  sweepThreshold?: number;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { max, windowMs, now = Date.now, sweepThreshold = 10_000 } = options;
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number): void {
    for (const [key, window] of windows) {
      if (window.resetAt <= at) windows.delete(key);
    }
  }

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= sweepThreshold) sweep(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= max,
        remaining: Math.max(0, max - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
      };
    },
    reset() {
      windows.clear();
    },
  };
}
