import { openRing, planarSignedArea } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';

/** A [longitude, latitude] position, in that order (GeoJSON and KML both). */
export type Position = [number, number];

/** Degrees to 7 decimals (about 1 cm): what the exports write, and all a parcel needs. */
export const round7 = (degrees: number): number => Math.round(degrees * 1e7) / 1e7;

/** A rounded degree as plain decimal text (never "1e-7"), as KML's coordinates want it. */
export const decimalText = (degrees: number): string =>
  Math.abs(degrees) < 1e-6 && degrees !== 0 ? degrees.toFixed(7) : String(degrees);

export const positionOf = (point: LatLng): Position => [round7(point.lng), round7(point.lat)];

/**
 * The boundary as an exterior ring the way RFC 7946 §3.1.6 and KML want it: counter-clockwise
 * (the right-hand rule; stored boundaries may run either way) and closed (the first position
 * repeated last). Null for a boundary of fewer than 3 points, which is no polygon.
 */
export function exteriorRing(boundary: readonly LatLng[]): Position[] | null {
  const points = openRing(boundary).map(positionOf);
  if (points.length < 3) return null;
  const area = planarSignedArea(points.map(([x, y]) => ({ x, y })));
  const ring = area < 0 ? points.reverse() : points;
  return [...ring, ring[0] as Position];
}
