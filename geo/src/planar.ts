import type { Point } from './types';

/** Shoelace area of a planar ring (positive when counter-clockwise). */
export function planarSignedArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j] as Point;
    const b = ring[i] as Point;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/**
 * Which side of a→b the point c lies on: 1 left, -1 right, 0 collinear. "Collinear" has a
 * tolerance relative to the segment's size, so float noise in lat/lng (1e-15 of a degree)
 * does not turn a straight fence line into a tiny fold.
 */
export function orientation(a: Point, b: Point, c: Point): number {
  const value = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const scale = Math.max(Math.abs(b.x - a.x) + Math.abs(b.y - a.y), 1e-300);
  return Math.abs(value) <= 1e-12 * scale * scale ? 0 : Math.sign(value);
}

/** Whether p lies in the box of a–b: on the segment when the three are collinear. */
export function inSegmentBox(a: Point, b: Point, p: Point): boolean {
  return (
    Math.min(a.x, b.x) <= p.x &&
    p.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= p.y &&
    p.y <= Math.max(a.y, b.y)
  );
}

/** Whether segments p1–p2 and q1–q2 share any point (touching and overlapping included). */
export function segmentsIntersect(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = orientation(q1, q2, p1);
  const d2 = orientation(q1, q2, p2);
  const d3 = orientation(p1, p2, q1);
  const d4 = orientation(p1, p2, q2);
  if (d1 !== d2 && d3 !== d4) return true;
  if (d1 === 0 && inSegmentBox(q1, q2, p1)) return true;
  if (d2 === 0 && inSegmentBox(q1, q2, p2)) return true;
  if (d3 === 0 && inSegmentBox(p1, p2, q1)) return true;
  if (d4 === 0 && inSegmentBox(p1, p2, q2)) return true;
  return false;
}

function squaredDistanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = p.x - (a.x + t * dx);
  const ey = p.y - (a.y + t * dy);
  return ex * ex + ey * ey;
}

/** Distance from `p` to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  return Math.sqrt(squaredDistanceToSegment(p, a, b));
}

/** Distance from `p` to the nearest edge of the ring. */
export function distanceToBoundary(p: Point, ring: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const d = squaredDistanceToSegment(p, ring[j] as Point, ring[i] as Point);
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/**
 * Ray casting on a planar ring (local metres). Unlike `isPointInPolygon`, points on an edge
 * or a vertex (closer than `edgeTolerance`) count as outside, so "inside" always means
 * strictly inside: what generated trees need.
 */
export function pointInRing(p: Point, ring: readonly Point[], edgeTolerance = 1e-9): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as Point;
    const b = ring[j] as Point;
    if (squaredDistanceToSegment(p, a, b) <= edgeTolerance * edgeTolerance) return false;
    if (a.y > p.y !== b.y > p.y) {
      const xCross = ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x;
      if (p.x < xCross) inside = !inside;
    }
  }
  return inside;
}
