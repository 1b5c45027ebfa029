import { createRateLimiter } from '../rate-limiter';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the fixed-window rate limiter', () => {
  it('allows up to the limit within one window and refuses the next attempt', () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
  });

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('reports the attempts remaining and the seconds until the window ends', () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 5, windowMs: 900_000, now: time.now });
    expect(limiter.hit('a').remaining).toBe(4);
    time.advance(100_500);
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 800 });
  });

  it('starts a fresh window once the previous one has ended', () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000, now: time.now });
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    time.advance(1_000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('never tells a client to retry in less than one second', () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000, now: time.now });
    limiter.hit('a');
    time.advance(999);
    expect(limiter.hit('a').retryAfterSeconds).toBe(1);
  });

  it('sweeps expired windows once many keys are held, so memory stays bounded', () => {
    const time = clock();
    const limiter = createRateLimiter({
      max: 1,
      windowMs: 1_000,
      now: time.now,
      sweepThreshold: 3,
    });
    ['a', 'b', 'c'].forEach((key) => limiter.hit(key));
    time.advance(1_000);
    limiter.hit('d');
    // 'a' was swept, so it starts a fresh window rather than reusing a stale one.
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('d').allowed).toBe(false);
  });

  it('forgets every key on reset', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
    limiter.hit('a');
    limiter.reset();
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
