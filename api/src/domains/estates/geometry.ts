/**
 * Pure polygon maths for estate boundaries, on WGS84 {lat,lng} points. Boundaries are
 * parcels of at most a few square kilometres, so everything that needs distances works
 * in a local equirectangular projection (metres around the centroid); the area is the
 * geodesic one (spherical excess), as the picker shows it.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A point in local metres: x east, y north. */
export interface Point {
  x: number;
  y: number;
}

/** The sphere radius Google's geometry library uses for areas. */
export const EARTH_RADIUS_M = 6378137;

const RAD = Math.PI / 180;

/** The average of the points (the spec's map centre); null for an empty list. */
export function centroid(points: readonly LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  let lat = 0;
  let lng = 0;
  for (const point of points) {
    lat += point.lat;
    lng += point.lng;
  }
  return { lat: lat / points.length, lng: lng / points.length };
}

/**
 * Geodesic area in m² of the polygon whose edges are great-circle arcs: the spherical
 * excess summed over polar triangles, as google.maps.geometry.spherical.computeArea.
 */
export function geodesicArea(points: readonly LatLng[], radius = EARTH_RADIUS_M): number {
  if (points.length < 3) return 0;
  let total = 0;
  const last = points[points.length - 1] as LatLng;
  let prevTanLat = Math.tan((Math.PI / 2 - last.lat * RAD) / 2);
  let prevLng = last.lng * RAD;
  for (const point of points) {
    const tanLat = Math.tan((Math.PI / 2 - point.lat * RAD) / 2);
    const lng = point.lng * RAD;
    const deltaLng = lng - prevLng;
    const t = tanLat * prevTanLat;
    total += 2 * Math.atan2(t * Math.sin(deltaLng), 1 + t * Math.cos(deltaLng));
    prevTanLat = tanLat;
    prevLng = lng;
  }
  return Math.abs(total * radius * radius);
}

/** An equirectangular projection to metres around `origin`, and back. */
export interface LocalProjection {
  origin: LatLng;
  toLocal(point: LatLng): Point;
  toLatLng(point: Point): LatLng;
}

export function localProjection(origin: LatLng): LocalProjection {
  const metresPerDegLat = EARTH_RADIUS_M * RAD;
  const metresPerDegLng = metresPerDegLat * Math.cos(origin.lat * RAD);
  return {
    origin,
    toLocal: (point) => ({
      x: (point.lng - origin.lng) * metresPerDegLng,
      y: (point.lat - origin.lat) * metresPerDegLat,
    }),
    toLatLng: (point) => ({
      lat: origin.lat + point.y / metresPerDegLat,
      lng: origin.lng + point.x / metresPerDegLng,
    }),
  };
}

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

/** Squared distance from `p` to the segment a-b. */
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

/** Distance from `p` to the segment a-b. */
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
 * Ray casting on a planar ring. Points on an edge or a vertex count as outside
 * (closer than `edgeTolerance`), so "inside" always means strictly inside.
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

/** Whether `p` lies exactly on the segment a-b (collinear and inside its box). */
function onBoundarySegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng);
  if (cross !== 0) return false;
  return (
    p.lng >= Math.min(a.lng, b.lng) &&
    p.lng <= Math.max(a.lng, b.lng) &&
    p.lat >= Math.min(a.lat, b.lat) &&
    p.lat <= Math.max(a.lat, b.lat)
  );
}

/**
 * Whether a tree may stand at `point`: inside the boundary (WGS84, lng/lat as a plane),
 * where a point exactly on an edge or a vertex counts as inside unless `inclusive` is
 * false. This is the same rule, step for step, as `isPointInPolygon` in shared/src/geo
 * that the map pickers run, so a marker the browser accepts is never refused here (and
 * the other way round).
 */
export function pointInPolygon(
  point: LatLng,
  polygon: readonly LatLng[],
  inclusive = true,
): boolean {
  const ring = openRing(polygon);
  if (ring.length < 3) return false;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as LatLng;
    const b = ring[j] as LatLng;
    if (onBoundarySegment(point, a, b)) return inclusive;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lngAtLat = ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
      if (point.lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}

function orientation(a: Point, b: Point, c: Point): number {
  const value = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const scale = Math.max(Math.abs(b.x - a.x) + Math.abs(b.y - a.y), 1e-300);
  return Math.abs(value) <= 1e-12 * scale * scale ? 0 : Math.sign(value);
}

function onSegment(a: Point, b: Point, p: Point): boolean {
  return (
    Math.min(a.x, b.x) <= p.x &&
    p.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= p.y &&
    p.y <= Math.max(a.y, b.y)
  );
}

/** Whether segments p1-p2 and q1-q2 share any point (touching and overlapping included). */
export function segmentsIntersect(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = orientation(q1, q2, p1);
  const d2 = orientation(q1, q2, p2);
  const d3 = orientation(p1, p2, q1);
  const d4 = orientation(p1, p2, q2);
  if (d1 !== d2 && d3 !== d4) return true;
  if (d1 === 0 && onSegment(q1, q2, p1)) return true;
  if (d2 === 0 && onSegment(q1, q2, p2)) return true;
  if (d3 === 0 && onSegment(p1, p2, q1)) return true;
  if (d4 === 0 && onSegment(p1, p2, q2)) return true;
  return false;
}

/**
 * A simple polygon: at least 3 distinct vertices, no zero-length edge, no two edges that
 * meet except neighbours at their shared vertex, and some area. O(n²), fine for ≤ 1000.
 */
export function isSimplePolygon(polygon: readonly LatLng[]): boolean {
  const n = polygon.length;
  if (n < 3) return false;
  const ring = polygon.map((p) => ({ x: p.lng, y: p.lat }));
  for (let i = 0; i < n; i++) {
    const a = ring[i] as Point;
    const b = ring[(i + 1) % n] as Point;
    if (a.x === b.x && a.y === b.y) return false;
  }
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
        if (orientation(other, shared, far) === 0 && onSegment(other, shared, far)) return false;
        if (orientation(shared, far, other) === 0 && onSegment(shared, far, other)) return false;
        continue;
      }
      if (segmentsIntersect(a1, a2, b1, b2)) return false;
    }
  }
  return planarSignedArea(ring) !== 0;
}

/** Drops a closing point that repeats the first (GeoJSON rings are closed). */
export function openRing<T extends LatLng>(points: readonly T[]): T[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) {
    return points.slice(0, -1);
  }
  return [...points];
}
