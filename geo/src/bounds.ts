import type { LatLng } from './types';

/** Same shape as Google's LatLngBoundsLiteral; Leaflet takes [[south, west], [north, east]]. */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The bounding box of the points, or null for none. (Parcels never cross the antimeridian.) */
export function boundsOf(points: readonly LatLng[]): GeoBounds | null {
  if (points.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of points) {
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
  }
  return { south, west, north, east };
}
