import { openRing } from './ring';
import type { LatLng } from './types';

/**
 * Spec §9: the map centre is the average of the boundary points (not the area centroid;
 * for a concave parcel it may fall outside). A closing duplicate point is not counted
 * twice. Null for no points.
 */
export function centroidOf(points: readonly LatLng[]): LatLng | null {
  const ring = openRing(points);
  if (ring.length === 0) return null;
  let lat = 0;
  let lng = 0;
  for (const p of ring) {
    lat += p.lat;
    lng += p.lng;
  }
  return { lat: lat / ring.length, lng: lng / ring.length };
}
