import { EARTH_RADIUS_M, RAD } from './constants';
import { openRing } from './ring';
import type { LatLng } from './types';

/** Signed area of the spherical triangle (pole, p1, p2), from tan((π/2 − lat)/2) and lng. */
function polarTriangleArea(tan1: number, lng1: number, tan2: number, lng2: number): number {
  const deltaLng = lng1 - lng2;
  const t = tan1 * tan2;
  return 2 * Math.atan2(t * Math.sin(deltaLng), 1 + t * Math.cos(deltaLng));
}

/**
 * Geodesic area in m² of the polygon whose edges are great-circle arcs, by spherical excess:
 * the same formula and radius as Google's `google.maps.geometry.spherical.computeArea`, so
 * both map engines and the API agree with what the old app showed. Either winding; a
 * closing point is ignored; fewer than 3 points have no area.
 */
export function geodesicArea(points: readonly LatLng[], radius = EARTH_RADIUS_M): number {
  const ring = openRing(points);
  if (ring.length < 3) return 0;
  let total = 0;
  const last = ring[ring.length - 1] as LatLng;
  let prevTan = Math.tan((Math.PI / 2 - last.lat * RAD) / 2);
  let prevLng = last.lng * RAD;
  for (const point of ring) {
    const tan = Math.tan((Math.PI / 2 - point.lat * RAD) / 2);
    const lng = point.lng * RAD;
    total += polarTriangleArea(tan, lng, prevTan, prevLng);
    prevTan = tan;
    prevLng = lng;
  }
  return Math.abs(total * radius * radius);
}

/** Spec §9: hectares = m² / 10000 rounded to 2 decimals. */
export function areaHectares(points: readonly LatLng[]): number {
  return Math.round((geodesicArea(points) / 10000) * 100) / 100;
}
