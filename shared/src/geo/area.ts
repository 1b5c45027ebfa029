import type { LatLng } from '../types/estate';
import { EARTH_RADIUS_M } from './constants';
import { openRing } from './ring';

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Signed area of the spherical triangle (pole, p1, p2), from tan((π/2 − lat)/2) and lng. */
function polarTriangleArea(tan1: number, lng1: number, tan2: number, lng2: number): number {
  const deltaLng = lng1 - lng2;
  const t = tan1 * tan2;
  return 2 * Math.atan2(t * Math.sin(deltaLng), 1 + t * Math.cos(deltaLng));
}

/**
 * Geodesic area in square metres by spherical excess, the same formula and radius as
 * Google's `google.maps.geometry.spherical.computeArea`, so both map engines and the API
 * agree with what the old app showed. Fewer than 3 points have no area.
 */
export function polygonAreaM2(points: readonly LatLng[], radius = EARTH_RADIUS_M): number {
  const ring = openRing(points);
  if (ring.length < 3) return 0;
  let total = 0;
  const last = ring[ring.length - 1]!;
  let prevTan = Math.tan((Math.PI / 2 - toRad(last.lat)) / 2);
  let prevLng = toRad(last.lng);
  for (const point of ring) {
    const tan = Math.tan((Math.PI / 2 - toRad(point.lat)) / 2);
    const lng = toRad(point.lng);
    total += polarTriangleArea(tan, lng, prevTan, prevLng);
    prevTan = tan;
    prevLng = lng;
  }
  return Math.abs(total * radius * radius);
}

/** Spec §9: hectares = m² / 10000 rounded to 2 decimals. */
export function areaHectares(points: readonly LatLng[]): number {
  return Math.round((polygonAreaM2(points) / 10000) * 100) / 100;
}
