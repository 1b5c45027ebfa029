/**
 * The project's seeded generator (mulberry32): the same seed gives the same sequence, so the
 * demo world, the synthetic orchard scenes and property tests can be replayed from their seed.
 * Never for anything secret (ids and tokens come from `node:crypto`).
 */

// Module-level aliases: under jest 30 every lookup of the global Math is slow (~300 ns).
const { floor, imul } = Math;

/** Uniform in [0, 1), from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Seeded {
  /** Uniform in [0, 1). */
  next: () => number;
  /** A whole number in [0, below). */
  int: (below: number) => number;
  /** Uniform in [low, high). */
  between: (low: number, high: number) => number;
  /** One of `items`, each as likely. */
  pick: <T>(items: readonly T[]) => T;
}

/** mulberry32 with the helpers fixtures and the demo plan use. */
export function seeded(seed: number): Seeded {
  const next = mulberry32(seed);
  const int = (below: number) => floor(next() * below);
  return {
    next,
    int,
    between: (low, high) => low + next() * (high - low),
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
  };
}
