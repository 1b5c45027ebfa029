import { inSegmentBox, orientation, planarSignedArea, segmentsIntersect } from './planar';
import { isValidLatLng, openRing } from './ring';
import type { LatLng, Point } from './types';

/**
 * A valid boundary (spec §5): at least 3 valid, distinct vertices; no edge crosses or
 * touches a non-adjacent edge; adjacent edges do not fold back onto each other (a vertex in
 * the middle of a straight edge is fine); some area. A closing point equal to the first is
 * allowed. Lng/lat are taken as a plane, as `isPointInPolygon` does. O(n²), fine for the
 * API's 1000-point limit.
 */
export function isSimplePolygon(points: readonly LatLng[]): boolean {
  if (!points.every(isValidLatLng)) return false;
  const ring: Point[] = openRing(points).map((p) => ({ x: p.lng, y: p.lat }));
  const n = ring.length;
  if (n < 3) return false;
  if (new Set(ring.map((p) => `${p.x},${p.y}`)).size !== n) return false;
  for (let i = 0; i < n; i++) {
    const a1 = ring[i] as Point;
    const a2 = ring[(i + 1) % n] as Point;
    for (let j = i + 1; j < n; j++) {
      const b1 = ring[j] as Point;
      const b2 = ring[(j + 1) % n] as Point;
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) {
        // Neighbours share one vertex; they must not fold back onto each other.
        const shared = j === i + 1 ? a2 : a1;
        const far = j === i + 1 ? b2 : b1;
        const other = j === i + 1 ? a1 : a2;
        if (orientation(other, shared, far) === 0 && inSegmentBox(other, shared, far)) {
          return false;
        }
        if (orientation(shared, far, other) === 0 && inSegmentBox(shared, far, other)) {
          return false;
        }
        continue;
      }
      if (segmentsIntersect(a1, a2, b1, b2)) return false;
    }
  }
  return planarSignedArea(ring) !== 0;
}
