import type { LatLng } from '../types/estate';
import { polygonAreaM2 } from './area';
import { isPointOnSegment } from './point-in-polygon';
import { isValidLatLng, openRing } from './ring';

function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const v = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

/** Whether segments p1–p2 and q1–q2 share any point (touching and overlapping included). */
export function segmentsIntersect(p1: LatLng, p2: LatLng, q1: LatLng, q2: LatLng): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4 && o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) return true;
  return (
    isPointOnSegment(q1, p1, p2) ||
    isPointOnSegment(q2, p1, p2) ||
    isPointOnSegment(p1, q1, q2) ||
    isPointOnSegment(p2, q1, q2)
  );
}

/**
 * A valid boundary (spec §5): at least 3 valid, distinct vertices; no edge crosses or
 * touches a non-adjacent edge; adjacent edges do not fold back onto each other; some area.
 * A closing point equal to the first is allowed. O(n²), fine for hand-drawn parcels.
 */
export function isSimplePolygon(points: readonly LatLng[]): boolean {
  if (!points.every(isValidLatLng)) return false;
  const ring = openRing(points);
  const n = ring.length;
  if (n < 3) return false;
  const seen = new Set(ring.map((p) => `${p.lat},${p.lng}`));
  if (seen.size !== n) return false;
  for (let i = 0; i < n; i++) {
    const a1 = ring[i]!;
    const a2 = ring[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      const b1 = ring[j]!;
      const b2 = ring[(j + 1) % n]!;
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) {
        // Adjacent edges share one vertex; they must not overlap beyond it.
        const shared = j === i + 1 ? a2 : a1;
        const other = j === i + 1 ? b2 : b1;
        const mine = j === i + 1 ? a1 : a2;
        if (orientation(mine, shared, other) === 0 && n > 3) {
          // Collinear: fine only when the path continues straight on.
          if (isPointOnSegment(other, mine, shared) || isPointOnSegment(mine, shared, other)) {
            return false;
          }
        } else if (orientation(mine, shared, other) === 0) {
          return false; // a degenerate triangle
        }
        continue;
      }
      if (segmentsIntersect(a1, a2, b1, b2)) return false;
    }
  }
  return polygonAreaM2(ring) > 0;
}
