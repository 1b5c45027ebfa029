import { EARTH_RADIUS_M, RAD } from './constants';
import type { LatLng } from './types';

/**
 * Great-circle distance in metres (haversine) on the same sphere as the area, as Google's
 * `google.maps.geometry.spherical.computeDistanceBetween`.
 */
export function distanceMetres(a: LatLng, b: LatLng, radius = EARTH_RADIUS_M): number {
  const sinLat = Math.sin(((b.lat - a.lat) * RAD) / 2);
  const sinLng = Math.sin(((b.lng - a.lng) * RAD) / 2);
  const h = sinLat * sinLat + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * sinLng * sinLng;
  // Rounding can push h a hair above 1 for antipodal points.
  return 2 * radius * Math.asin(Math.sqrt(Math.min(1, h)));
}
