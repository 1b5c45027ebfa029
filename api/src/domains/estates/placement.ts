import { randomBytes } from 'node:crypto';
import {
  centroidOf,
  distanceToBoundary,
  localProjection,
  planarSignedArea,
  pointInRing,
} from '@grovekeeper/geo';
import type { LatLng, LocalProjection, Point } from '@grovekeeper/geo';

/**
 * Where generated trees go: uniformly at random, or on a planted-grove lattice. Both
 * work in local metres around the centroid and answer points strictly inside the
 * boundary (at least `EDGE_CLEARANCE_M` from every edge).
 */

export class PlacementError extends Error {
  override name = 'PlacementError';
}

/** Trees never sit on the boundary line itself. */
const EDGE_CLEARANCE_M = 0.05;

/** Uniform in [0, 1) from the secure source (placement is not security, but it is cheap). */
export type Random = () => number;
export const secureRandom: Random = (() => {
  // 48 random bits per number, drawn from the OS source in blocks of 1024 numbers.
  let pool: Buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= pool.length) {
      pool = randomBytes(6 * 1024);
      offset = 0;
    }
    const value = pool.readUIntBE(offset, 6) / 2 ** 48;
    offset += 6;
    return value;
  };
})();

interface LocalPolygon {
  projection: LocalProjection;
  ring: Point[];
  area: number;
}

function toLocal(boundary: readonly LatLng[]): LocalPolygon {
  const projection = localProjection(centroidOf(boundary) as LatLng);
  const ring = boundary.map((point) => projection.toLocal(point));
  return { projection, ring, area: Math.abs(planarSignedArea(ring)) };
}

const insideWithClearance = (p: Point, ring: Point[]) =>
  pointInRing(p, ring) && distanceToBoundary(p, ring) >= EDGE_CLEARANCE_M;

/**
 * `count` uniform points inside the polygon by rejection sampling in its bounding box.
 * A very thin polygon would take forever, so attempts are capped.
 */
export function randomPoints(
  boundary: readonly LatLng[],
  count: number,
  random: Random = secureRandom,
): LatLng[] {
  const { projection, ring } = toLocal(boundary);
  const xs = ring.map((p) => p.x);
  const ys = ring.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const maxAttempts = count * 200 + 10_000;
  const points: LatLng[] = [];
  for (let attempt = 0; attempt < maxAttempts && points.length < count; attempt++) {
    const candidate = { x: minX + random() * (maxX - minX), y: minY + random() * (maxY - minY) };
    if (insideWithClearance(candidate, ring)) points.push(projection.toLatLng(candidate));
  }
  if (points.length < count) {
    throw new PlacementError(
      'Could not place the trees inside the boundary: the estate is too narrow for random placement',
    );
  }
  return points;
}

/** The direction (radians) of the longest edge: rows of a grove follow the parcel. */
export function principalAngle(ring: readonly Point[]): number {
  let best = 0;
  let angle = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j] as Point;
    const b = ring[i] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length > best) {
      best = length;
      angle = Math.atan2(b.y - a.y, b.x - a.x);
    }
  }
  // An edge and its reverse give the same rows: answer the direction in (-90°, 90°].
  if (angle > Math.PI / 2) return angle - Math.PI;
  if (angle <= -Math.PI / 2) return angle + Math.PI;
  return angle;
}

export interface GridLayout {
  points: LatLng[];
  /** Distance between neighbouring trees in a row and between rows, metres. */
  spacing: number;
  /** Row direction, degrees counter-clockwise from east. */
  headingDegrees: number;
}

/**
 * A planted grove: rows along the longest edge, square spacing of about
 * sqrt(area / count), lattice points at least half a spacing from the edge. When the
 * lattice holds too few points the spacing shrinks (and finally the margin); when it
 * holds too many, the points nearest the boundary are dropped.
 */
export function gridLayout(boundary: readonly LatLng[], count: number): GridLayout {
  const { projection, ring, area } = toLocal(boundary);
  const angle = principalAngle(ring);
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  // Rotate the polygon so rows run along x.
  const rotated = ring.map((p) => ({ x: p.x * cos - p.y * sin, y: p.x * sin + p.y * cos }));
  const xs = rotated.map((p) => p.x);
  const ys = rotated.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];

  // A lattice of spacing s with a margin of s/2 holds about (area − perimeter·s/2) / s²
  // points: start from the s that makes this `count`, so one or two rounds usually do.
  const perimeter = rotated.reduce(
    (sum, p, i) =>
      sum +
      Math.hypot(
        p.x - rotated[(i + 1) % rotated.length]!.x,
        p.y - rotated[(i + 1) % rotated.length]!.y,
      ),
    0,
  );
  let spacing = Math.min(
    Math.sqrt(area / count),
    (-perimeter / 2 + Math.sqrt((perimeter * perimeter) / 4 + 4 * count * area)) / (2 * count),
  );
  let marginFactor = 0.5;
  for (let round = 0; round < 80; round++) {
    const margin = Math.max(spacing * marginFactor, EDGE_CLEARANCE_M);
    const lattice = latticeInside(rotated, spacing, margin, { minX, maxX, minY, maxY });
    if (lattice.length >= count) {
      lattice.sort((a, b) => b.clearance - a.clearance);
      const unrotate = (p: Point) => ({ x: p.x * cos + p.y * sin, y: -p.x * sin + p.y * cos });
      return {
        points: lattice.slice(0, count).map((cell) => projection.toLatLng(unrotate(cell.point))),
        spacing,
        headingDegrees: (angle * 180) / Math.PI,
      };
    }
    // Too few: tighten the rows a little; past a point, give up the comfortable margin.
    spacing *= Math.min(0.995, Math.max(0.9, Math.sqrt(lattice.length / count)));
    if (round === 40) marginFactor = 0;
  }
  throw new PlacementError(
    'Could not lay out a grid of that many trees inside the boundary: try fewer trees or random placement',
  );
}

/** Plain ray casting; the clearance check that follows keeps points off the edges. */
function rayCastInside(p: Point, ring: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as Point;
    const b = ring[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

interface LatticeCell {
  point: Point;
  clearance: number;
}

function latticeInside(
  ring: Point[],
  spacing: number,
  margin: number,
  box: { minX: number; maxX: number; minY: number; maxY: number },
): LatticeCell[] {
  const cells: LatticeCell[] = [];
  // Centre the lattice in the bounding box so the leftover is shared by both sides.
  const columns = Math.floor((box.maxX - box.minX) / spacing);
  const rows = Math.floor((box.maxY - box.minY) / spacing);
  const x0 = box.minX + (box.maxX - box.minX - columns * spacing) / 2;
  const y0 = box.minY + (box.maxY - box.minY - rows * spacing) / 2;
  if ((columns + 1) * (rows + 1) > 5_000_000) return cells;
  for (let row = 0; row <= rows; row++) {
    for (let column = 0; column <= columns; column++) {
      const point = { x: x0 + column * spacing, y: y0 + row * spacing };
      if (!rayCastInside(point, ring)) continue;
      const clearance = distanceToBoundary(point, ring);
      if (clearance >= margin) cells.push({ point, clearance });
    }
  }
  return cells;
}
