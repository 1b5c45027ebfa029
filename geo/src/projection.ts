import { EARTH_RADIUS_M, RAD } from './constants';
import type { LatLng, Point } from './types';

/** An equirectangular projection to metres around `origin`, and back. */
export interface LocalProjection {
  origin: LatLng;
  toLocal(point: LatLng): Point;
  toLatLng(point: Point): LatLng;
}

/**
 * Parcels are at most a few square kilometres, so work that needs distances (tree
 * placement, edge clearance) runs in metres around a point of the parcel, usually its
 * centroid; the error against the sphere is far below a GPS fix at that size.
 */
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
