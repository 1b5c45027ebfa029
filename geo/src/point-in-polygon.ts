import { openRing } from './ring';
import type { LatLng } from './types';

/** Whether p lies on the segment a–b (exactly: collinear and inside its box). */
export function isPointOnSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
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
 * Even-odd ray casting on lng/lat as a plane (parcels are small: the error against the
 * geodesic edge is far below a GPS fix). A point on an edge or vertex counts as inside
 * unless `inclusive` is false, so a tree dragged onto the fence line is still accepted
 * but generated trees can ask for strictly inside. The map pickers and the API run this
 * one function, so a marker the browser accepts is never refused by the server.
 */
export function isPointInPolygon(
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
    if (isPointOnSegment(point, a, b)) return inclusive;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lngAtLat = ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
      if (point.lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}
