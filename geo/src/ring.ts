import type { LatLng } from './types';

/**
 * The polygon's vertices without a repeated closing point: callers may pass rings closed
 * (GeoJSON style, last = first) or open (Google/Leaflet style); the geometry is the same.
 */
export function openRing<T extends LatLng>(points: readonly T[]): T[] {
  if (points.length < 2) return [...points];
  const first = points[0] as T;
  const last = points[points.length - 1] as T;
  return first.lat === last.lat && first.lng === last.lng ? points.slice(0, -1) : [...points];
}

/** Finite numeric lat in -90..90 and lng in -180..180. */
export function isValidLatLng(point: unknown): point is LatLng {
  if (!point || typeof point !== 'object') return false;
  const { lat, lng } = point as Record<string, unknown>;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
}
