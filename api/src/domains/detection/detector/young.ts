/**
 * Young trees among old ones: a grove's replanted gaps, or a young row beside mature ones, hold
 * crowns of 1 to 2 m where the image's crown scale is 5 m or more. At that scale they vanish
 * in the blur, so a second pass looks for them at their own scale, and keeps only what a young
 * tree would show:
 * - a small dark blob standing on ground (a ring of ground around it), not leaf texture inside
 *   an old crown;
 * - away from every crown already found;
 * - in step with the planting: one lattice step from it on both sides (±a, or ±b) stands
 *   another tree, old or young. Weeds and stones lie anywhere; a tree stands where the planting
 *   put it. Only the lattice's vectors are used, not its offset, so rows whose phase drifts
 *   still count (along the row). Where no lattice answers (rows out of phase, a thin strip, a
 *   small parcel), a young tree standing in line between two trees counts instead, with a gap
 *   of ground to every crown found and ground around it.
 */
import { gaussianBlur } from './image';
import type { FloatImage, PixelPoint } from './image';
import type { Vector } from './lattice';
import { findPeaks } from './peaks';
import { groundOnRing } from './discs';
import { PointGrid } from './point-grid';

const { SQRT2, hypot, max, min } = Math;

/** A young crown's radius, in metres: crowns of 1 to 2 m across. */
export const YOUNG_RADIUS_M = 0.6;
/** Contrast (difference of Gaussians) a young crown reaches at its own scale. */
const YOUNG_MIN_CONTRAST = 0.15;
/** Blurred crownness at its centre. */
const YOUNG_MIN_LEVEL = 0.6;
/** Share of the ring around it that is ground. */
const YOUNG_MIN_GROUND = 0.5;
/** A saddle between two crowns: the crownness sags below this share of the lower one. */
const SADDLE_RATIO = 0.85;
/** How close to a lattice step another tree must stand, as a share of the spacing. */
const STEP_TOLERANCE = 0.2;

export interface YoungOptions {
  crown: FloatImage;
  /** Pixels that hold imagery (undefined: all). */
  mask: Uint8Array | undefined;
  radiusPx: number;
  /** The crown radius of the trees already found. */
  oldRadiusPx: number;
  /** The planting lattice's vectors, when the autocorrelation shows one. */
  a?: Vector;
  b?: Vector;
  /**
   * Whether the lattice's vectors may be wrong or missing (the crowns found do not stand on
   * them): a young tree may then also show its place in the planting by standing in line
   * between two trees (see betweenTrees).
   */
  inLine: boolean;
  /** The planting step between neighbouring trees, in pixels. */
  spacing: number;
  /** Crowns already found. */
  found: readonly PixelPoint[];
  blobScale: number;
}

export interface YoungCrown extends PixelPoint {
  value: number;
  level: number;
}

export function youngCrowns(options: YoungOptions): YoungCrown[] {
  const { crown, mask, radiusPx, oldRadiusPx, a, b, found, blobScale, spacing } = options;
  const { width, height } = crown;
  const sigma = max(0.7, (blobScale * radiusPx) / SQRT2);
  const fine = gaussianBlur(crown, sigma);
  const wide = gaussianBlur(crown, 1.6 * sigma);
  const level = gaussianBlur(crown, max(0.5, 0.5 * sigma));
  const dog: FloatImage = { width, height, data: new Float32Array(width * height) };
  for (let i = 0; i < width * height; i++) dog.data[i] = fine.data[i]! - wide.data[i]!;

  const old = new PointGrid(found, spacing);
  const candidates: YoungCrown[] = [];
  for (const peak of findPeaks(dog, YOUNG_MIN_CONTRAST, 2 * radiusPx, mask)) {
    const { x, y } = peak;
    if (x < 2 || y < 2 || x > width - 3 || y > height - 3) continue;
    const centre = level.data[y * width + x]!;
    if (centre < YOUNG_MIN_LEVEL) continue;
    if (groundOnRing(crown, mask, peak, 3 * radiusPx) < YOUNG_MIN_GROUND) continue;
    // Overlapping a crown already found: its edge or its texture.
    if (old.hasNear(peak, oldRadiusPx + radiusPx)) continue;
    // Part of a crown already found: a large old crown's lobe or dark rim reaches beyond the
    // image's typical crown radius, and shows at a young tree's scale as a small blob with
    // ground on its outer side. Between it and its crown's centre the crownness never sags;
    // a young tree, even one touching an old crown, shows a neck (a saddle) where they meet.
    if (old.near(peak, 0.5 * spacing).some((q) => !saddleBetween(level, peak, q))) continue;
    candidates.push({ x, y, value: peak.value, level: centre });
  }
  // Two young trees stand at least half a spacing apart: the strongest candidate of each such
  // neighbourhood is evidence for the planting (a tree one step away)...
  const strongest = apart(candidates, 0.5 * spacing);

  // In step with the planting: trees one lattice step away on both sides, along either of the
  // lattice's directions (along its row, or across the rows where rows are in phase), or,
  // where the lattice does not answer, in line between two trees.
  const trees = new PointGrid([...found, ...strongest], BETWEEN_MAX * spacing);
  const tolerance = STEP_TOLERANCE * spacing;
  const holds = (p: PixelPoint, step: Vector, sign: number) =>
    trees.hasNear({ x: p.x + sign * step.x, y: p.y + sign * step.y }, tolerance);
  const lattice = (p: PixelPoint) =>
    !!a && !!b && ((holds(p, a, 1) && holds(p, a, -1)) || (holds(p, b, 1) && holds(p, b, -1)));
  // In line between two trees, without the lattice's vectors: stricter, as it asks less of the
  // planting. A gap of ground as wide as a young crown to every crown found (not an old crown's
  // lobe), and ground on most of the ring around it (not a shaded seam between two crowns).
  const inLine = (p: PixelPoint) =>
    options.inLine &&
    !old.hasNear(p, oldRadiusPx + IN_LINE_GAP * radiusPx) &&
    groundOnRing(crown, mask, p, 3 * radiusPx) >= IN_LINE_MIN_GROUND &&
    betweenTrees(trees, p, spacing);
  // ...but the answer is the strongest of those that stand as trees do: a stronger blob that is
  // no tree (a weed, a tuft, a dark patch of soil) no longer hides the young tree beside it.
  return apart(
    candidates.filter((p) => lattice(p) || inLine(p)),
    0.5 * spacing,
  );
}

/** In the given order (strongest first), each point at least `distance` from those kept before. */
function apart(points: readonly YoungCrown[], distance: number): YoungCrown[] {
  const kept: YoungCrown[] = [];
  const cells = new Map<string, YoungCrown[]>();
  for (const p of points) {
    const cx = Math.floor(p.x / distance);
    const cy = Math.floor(p.y / distance);
    let near = false;
    for (let gy = cy - 1; gy <= cy + 1 && !near; gy++) {
      for (let gx = cx - 1; gx <= cx + 1 && !near; gx++) {
        near = (cells.get(`${gx},${gy}`) ?? []).some((q) => hypot(q.x - p.x, q.y - p.y) < distance);
      }
    }
    if (near) continue;
    kept.push(p);
    const key = `${cx},${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), p]);
  }
  return kept;
}

/**
 * In line between two trees (where no lattice answers): another tree stands on each side, the
 * two at about the same distance (within BETWEEN_TOLERANCE of it) in opposite directions,
 * between BETWEEN_MIN and BETWEEN_MAX planting steps away (the step is a quantile of the
 * crowns' nearest-neighbour distances, so rows set wider than it count too). Chosen on the tune
 * half of the real tiles (BETWEEN_MAX 1.3 to 2 tried; 1.6 lifted its 10th percentile most), then
 * scored on the check half.
 */
const BETWEEN_TOLERANCE = 0.3;
const BETWEEN_MIN = 0.4;
const BETWEEN_MAX = 1.6;
/** Ground between an in-line young crown and every crown found: this many young radii. */
const IN_LINE_GAP = 2;
/** Share of the ring around an in-line young crown that is ground. */
const IN_LINE_MIN_GROUND = 0.7;

/**
 * Whether p stands in line between two trees, one on each side at about the same distance:
 * a young tree in a row (of old or young trees), or interplanted midway between two old ones,
 * whichever way the rows run. Weeds and stones lie anywhere; a tree stands where the planting
 * put it, and this needs no lattice: rows out of phase, a thin strip or a small parcel give
 * the autocorrelation too little to show one.
 */
function betweenTrees(trees: PointGrid, p: PixelPoint, spacing: number): boolean {
  const near = trees.near(p, BETWEEN_MAX * spacing);
  for (const q1 of near) {
    const d1 = hypot(q1.x - p.x, q1.y - p.y);
    if (d1 < BETWEEN_MIN * spacing) continue;
    const mirror = { x: 2 * p.x - q1.x, y: 2 * p.y - q1.y };
    const tolerance = BETWEEN_TOLERANCE * d1;
    if (near.some((q2) => q2 !== q1 && hypot(q2.x - mirror.x, q2.y - mirror.y) < tolerance)) {
      return true;
    }
  }
  return false;
}

/**
 * Whether the crownness along the segment from p to q sags below SADDLE_RATIO of the lower of
 * its two ends somewhere (ground between them, or the neck where two crowns touch).
 */
function saddleBetween(level: FloatImage, p: PixelPoint, q: PixelPoint): boolean {
  const at = (x: number, y: number) => {
    const ix = min(level.width - 1, max(0, Math.round(x)));
    const iy = min(level.height - 1, max(0, Math.round(y)));
    return level.data[iy * level.width + ix]!;
  };
  const ends = min(at(p.x, p.y), at(q.x, q.y));
  const steps = max(2, Math.ceil(hypot(q.x - p.x, q.y - p.y)));
  for (let k = 1; k < steps; k++) {
    const t = k / steps;
    if (at(p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)) < SADDLE_RATIO * ends) return true;
  }
  return false;
}
