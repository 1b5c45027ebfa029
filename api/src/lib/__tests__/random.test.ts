import { mulberry32, seeded } from '../random';

describe('the seeded generator', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
  });

  it('is mulberry32: the reference values of seed 1', () => {
    const next = mulberry32(1);
    expect([next(), next(), next()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
  });

  it('keeps whole numbers, ranges and picks inside their bounds', () => {
    const random = seeded(2026);
    const items = ['a', 'b', 'c'] as const;
    for (let i = 0; i < 1000; i++) {
      const int = random.int(7);
      expect(Number.isInteger(int) && int >= 0 && int < 7).toBe(true);
      const value = random.between(-2, 3);
      expect(value >= -2 && value < 3).toBe(true);
      expect(items).toContain(random.pick(items));
    }
  });
});
