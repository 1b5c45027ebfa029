import { segmentsIntersect } from '@grovekeeper/geo';
import type { LatLng, Point } from '@grovekeeper/geo';

const toPoint = (p: LatLng): Point => ({ x: p.lng, y: p.lat });

/** Where segments a1a2 and b1b2 (known to touch) meet: their crossing, or a shared point. */
function meetingPoint(a1: Point, a2: Point, b1: Point, b2: Point): Point {
  const d = (a2.x - a1.x) * (b2.y - b1.y) - (a2.y - a1.y) * (b2.x - b1.x);
  if (d !== 0) {
    const t = ((b1.x - a1.x) * (b2.y - b1.y) - (b1.y - a1.y) * (b2.x - b1.x)) / d;
    return { x: a1.x + t * (a2.x - a1.x), y: a1.y + t * (a2.y - a1.y) };
  }
  // Collinear and overlapping: an end of one lies on the other.
  const on = (p: Point, s: Point, e: Point) =>
    Math.min(s.x, e.x) <= p.x &&
    p.x <= Math.max(s.x, e.x) &&
    Math.min(s.y, e.y) <= p.y &&
    p.y <= Math.max(s.y, e.y);
  return [b1, b2].find((p) => on(p, a1, a2)) ?? a1;
}

/**
 * About where an open ring that is not a simple polygon goes wrong: the first vertex it
 * visits twice, else the first crossing of two edges, else the vertex where two neighbouring
 * edges fold back onto each other. Lng/lat are taken as a plane, as isSimplePolygon does.
 */
export function crossingOf(ring: readonly LatLng[]): LatLng {
  const n = ring.length;
  const seen = new Set<string>();
  for (const point of ring) {
    const key = `${point.lat},${point.lng}`;
    if (seen.has(key)) return point;
    seen.add(key);
  }
  const points = ring.map(toPoint);
  for (let i = 0; i < n; i++) {
    const a1 = points[i] as Point;
    const a2 = points[(i + 1) % n] as Point;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // neighbours through the closing edge
      const b1 = points[j] as Point;
      const b2 = points[(j + 1) % n] as Point;
      if (segmentsIntersect(a1, a2, b1, b2)) {
        const p = meetingPoint(a1, a2, b1, b2);
        return { lat: p.y, lng: p.x };
      }
    }
  }
  // Neighbouring edges folding back: the vertex between them is where the ring turns on itself.
  for (let i = 0; i < n; i++) {
    const prev = points[(i + n - 1) % n] as Point;
    const here = points[i] as Point;
    const next = points[(i + 1) % n] as Point;
    const cross = (here.x - prev.x) * (next.y - here.y) - (here.y - prev.y) * (next.x - here.x);
    const dot = (here.x - prev.x) * (next.x - here.x) + (here.y - prev.y) * (next.y - here.y);
    if (cross === 0 && dot < 0) return ring[i] as LatLng;
  }
  return ring[0] as LatLng;
}
