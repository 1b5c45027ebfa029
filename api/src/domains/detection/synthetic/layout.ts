/** Where the trees of a synthetic orchard stand: a rotated, jittered lattice or random placement. */
import type { Random } from './random';

export interface Point {
  x: number;
  y: number;
}

/** A tree of the layout: young ones carry a small crown. */
export interface TreePoint extends Point {
  young?: boolean;
}

export interface LayoutOptions {
  width: number;
  height: number;
  /** In-row spacing in pixels. */
  spacingPx: number;
  /** Spacing between rows in pixels. */
  rowSpacingPx: number;
  angleDeg: number;
  /** Probability that a lattice position has no tree. */
  missingRate: number;
  /** Extra off-lattice trees, as a fraction of the lattice trees. */
  extraRate: number;
  /** 'random' places trees with no lattice, at roughly the lattice density. */
  placement: 'lattice' | 'random';
  /** Standard deviation of the position jitter, as a fraction of the spacing. */
  jitter: number;
  /** A young tree halfway between each two trees of a row (half-spacing interplanting). */
  interplant?: boolean;
  /** Each row starts at its own random point: rows out of phase with one another. */
  rowPhases?: boolean;
}

/**
 * Tree centres in pixels. Includes trees just outside the image (their crowns still show at the
 * edges); callers keep only those inside for the ground truth.
 */
export function layTrees(options: LayoutOptions, random: Random): TreePoint[] {
  const margin = Math.max(options.spacingPx, options.rowSpacingPx);
  const lattice =
    options.placement === 'lattice'
      ? latticePoints(options, margin, random)
      : randomPoints(options, margin, random);
  const extraCount = Math.round(options.extraRate * lattice.length);
  const extras = offLatticePoints(options, lattice, extraCount, random);
  return [...lattice, ...extras];
}

function latticePoints(options: LayoutOptions, margin: number, random: Random): TreePoint[] {
  const angle = (options.angleDeg * Math.PI) / 180;
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const shiftAlong = random.range(0, options.spacingPx);
  const shiftAcross = random.range(0, options.rowSpacingPx);
  const originX = options.width / 2 + shiftAlong * ux - shiftAcross * uy;
  const originY = options.height / 2 + shiftAlong * uy + shiftAcross * ux;
  const reach = Math.hypot(options.width, options.height) / 2 + margin;
  const along = Math.ceil(reach / options.spacingPx);
  const across = Math.ceil(reach / options.rowSpacingPx);
  const points: TreePoint[] = [];
  // Interplanted: a young tree at every half step along the row (the random stream of plain
  // lattices is unchanged).
  const steps = options.interplant ? [0, 0.5] : [0];
  for (let row = -across; row <= across; row++) {
    const phase = options.rowPhases ? random.range(0, 1) : 0;
    for (let col = -along; col <= along; col++) {
      for (const half of steps) {
        const jitterX = random.gaussian(options.jitter * options.spacingPx);
        const jitterY = random.gaussian(options.jitter * options.spacingPx);
        const missing = random.next() < options.missingRate;
        const c = col + half + phase;
        const x = originX + c * options.spacingPx * ux - row * options.rowSpacingPx * uy + jitterX;
        const y = originY + c * options.spacingPx * uy + row * options.rowSpacingPx * ux + jitterY;
        if (missing || !nearImage(x, y, options, margin)) continue;
        points.push(half ? { x, y, young: true } : { x, y });
      }
    }
  }
  return points;
}

/** Dart throwing with a minimum distance, at about one tree per lattice cell. */
function randomPoints(options: LayoutOptions, margin: number, random: Random): Point[] {
  const cell = options.spacingPx * options.rowSpacingPx;
  const area = (options.width + 2 * margin) * (options.height + 2 * margin);
  const target = Math.round((area / cell) * (1 - options.missingRate));
  const minDistance = 0.7 * Math.min(options.spacingPx, options.rowSpacingPx);
  return throwDarts(options, [], target, minDistance, margin, random);
}

function offLatticePoints(
  options: LayoutOptions,
  existing: Point[],
  count: number,
  random: Random,
): Point[] {
  const minDistance = 0.45 * Math.min(options.spacingPx, options.rowSpacingPx);
  return throwDarts(options, existing, count, minDistance, 0, random);
}

function throwDarts(
  options: LayoutOptions,
  existing: Point[],
  count: number,
  minDistance: number,
  margin: number,
  random: Random,
): Point[] {
  const placed: Point[] = [];
  const all = [...existing];
  const minSquared = minDistance * minDistance;
  for (let attempt = 0; attempt < count * 30 && placed.length < count; attempt++) {
    const x = random.range(-margin, options.width + margin);
    const y = random.range(-margin, options.height + margin);
    if (all.some((p) => (p.x - x) ** 2 + (p.y - y) ** 2 < minSquared)) continue;
    const point = { x, y };
    placed.push(point);
    all.push(point);
  }
  return placed;
}

function nearImage(x: number, y: number, options: LayoutOptions, margin: number): boolean {
  return x >= -margin && y >= -margin && x < options.width + margin && y < options.height + margin;
}

export function insideImage(point: Point, width: number, height: number): boolean {
  return point.x >= 0 && point.y >= 0 && point.x < width && point.y < height;
}
