import { createMemoryRateLimitStore, createRateLimiter } from '../rate-limiter';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A limiter on an in-process store of its own, with the given clock. */
function limiterAt(time: { now: () => number }, max: number, windowMs: number) {
  return createRateLimiter({ max, windowMs, store: createMemoryRateLimitStore(time) });
}

const allowed = async (promise: Promise<{ allowed: boolean }>) => (await promise).allowed;

describe('the fixed-window rate limiter in process memory', () => {
  it('allows up to the limit within one window and refuses the next attempt', async () => {
    const limiter = limiterAt(clock(), 3, 60_000);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await allowed(limiter.hit('a'))).toBe(true);
    }
    expect(await limiter.hit('a')).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 60,
    });
  });

  it('counts each key on its own', async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
    expect(await allowed(limiter.hit('a'))).toBe(true);
    expect(await allowed(limiter.hit('b'))).toBe(true);
    expect(await allowed(limiter.hit('a'))).toBe(false);
  });

  it('reports the attempts remaining and the seconds until the window ends', async () => {
    const time = clock();
    const limiter = limiterAt(time, 5, 900_000);
    expect((await limiter.hit('a')).remaining).toBe(4);
    time.advance(100_500);
    expect(await limiter.hit('a')).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 800 });
  });

  it('starts a fresh window once the previous one has ended', async () => {
    const time = clock();
    const limiter = limiterAt(time, 1, 1_000);
    await limiter.hit('a');
    expect(await allowed(limiter.hit('a'))).toBe(false);
    time.advance(1_000);
    expect(await allowed(limiter.hit('a'))).toBe(true);
  });

  it('never tells a client to retry in less than one second', async () => {
    const time = clock();
    const limiter = limiterAt(time, 1, 1_000);
    await limiter.hit('a');
    time.advance(999);
    expect((await limiter.hit('a')).retryAfterSeconds).toBe(1);
  });

  it('sweeps expired windows once many keys are held, so memory stays bounded', async () => {
    const time = clock();
    const limiter = createRateLimiter({
      max: 1,
      windowMs: 1_000,
      store: createMemoryRateLimitStore({ now: time.now, sweepThreshold: 3 }),
    });
    for (const key of ['a', 'b', 'c']) await limiter.hit(key);
    time.advance(1_000);
    await limiter.hit('d');
    // 'a' was swept, so it starts a fresh window rather than reusing a stale one.
    expect(await allowed(limiter.hit('a'))).toBe(true);
    expect(await allowed(limiter.hit('d'))).toBe(false);
  });

  it('keeps limiters that share a store apart by their names', async () => {
    const store = createMemoryRateLimitStore();
    const byAddress = createRateLimiter({ max: 1, windowMs: 60_000, store, name: 'ip' });
    const byEmail = createRateLimiter({ max: 1, windowMs: 60_000, store, name: 'email' });
    expect(await allowed(byAddress.hit('same'))).toBe(true);
    expect(await allowed(byEmail.hit('same'))).toBe(true);
    expect(await allowed(byAddress.hit('same'))).toBe(false);
  });

  it('forgets every key on reset', async () => {
    const store = createMemoryRateLimitStore();
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, store });
    await limiter.hit('a');
    store.reset();
    expect(await allowed(limiter.hit('a'))).toBe(true);
  });
});
