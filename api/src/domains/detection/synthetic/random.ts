/** The project's seeded PRNG (mulberry32) with the helpers the synthetic scenes need. */
import { mulberry32 } from '../../../lib/random';

// Module-level aliases: under jest 30 every lookup of the global Math is slow (~300 ns).
const { PI, SQRT2, abs, cos, exp, floor, log, sin, sqrt } = Math;
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer uniform in [min, max] inclusive. */
  int(min: number, max: number): number;
  /** Normal with mean 0 and the given standard deviation. */
  gaussian(sigma?: number): number;
  /** Approximately normal (a table of quantiles picked at random): cheap, for pixel noise. */
  fastGaussian(sigma: number): number;
}

const TABLE_SIZE = 4096;
let normalTable: Float32Array | null = null;

/** Normal quantiles at evenly spaced probabilities, by bisection on the error function. */
function quantileTable(): Float32Array {
  if (normalTable) return normalTable;
  const table = new Float32Array(TABLE_SIZE);
  for (let i = 0; i < TABLE_SIZE; i++) {
    const p = (i + 0.5) / TABLE_SIZE;
    let low = -6;
    let high = 6;
    for (let step = 0; step < 40; step++) {
      const mid = (low + high) / 2;
      if (normalCdf(mid) < p) low = mid;
      else high = mid;
    }
    table[i] = (low + high) / 2;
  }
  normalTable = table;
  return table;
}

/** Abramowitz-Stegun 7.1.26 approximation of the normal CDF. */
function normalCdf(x: number): number {
  const z = abs(x) / SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The project's generator (`api/src/lib/random.ts`), which the scenes were drawn with. */
export { mulberry32 };

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  let spare: number | null = null;
  const table = quantileTable();
  return {
    fastGaussian: (sigma) => table[floor(next() * TABLE_SIZE)]! * sigma,
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + floor(next() * (max - min + 1)),
    gaussian(sigma = 1) {
      if (spare !== null) {
        const value = spare;
        spare = null;
        return value * sigma;
      }
      // Box-Muller: two independent normals from two uniforms; keep one for the next call.
      const u = 1 - next();
      const v = next();
      const radius = sqrt(-2 * log(u));
      spare = radius * sin(2 * PI * v);
      return radius * cos(2 * PI * v) * sigma;
    },
  };
}
