import { createRandom, mulberry32 } from '../random';

describe('seeded random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it('stays in [0, 1) with a mean near one half', () => {
    const next = mulberry32(1);
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      sum += value;
    }
    expect(sum / 10_000).toBeCloseTo(0.5, 1);
  });

  it.each(['gaussian', 'fastGaussian'] as const)(
    'draws %s values with the asked spread',
    (method) => {
      const random = createRandom(3);
      const values = Array.from({ length: 20_000 }, () => random[method](2));
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
      expect(Math.abs(mean)).toBeLessThan(0.05);
      expect(Math.sqrt(variance)).toBeGreaterThan(1.9);
      expect(Math.sqrt(variance)).toBeLessThan(2.1);
    },
  );

  it('keeps integers within their inclusive bounds', () => {
    const random = createRandom(4);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(random.int(2, 5));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});
