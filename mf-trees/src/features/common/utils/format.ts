import type { LatLng } from '@grovekeeper/shared';

export const LOCATION_NOT_AVAILABLE = 'Location not available';

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Spec §9: coordinates show with 6 decimals; a tree without a usable position says so. */
export function formatLocation(coordinates: LatLng | null | undefined): string {
  if (!coordinates || !isCoordinate(coordinates.lat) || !isCoordinate(coordinates.lng)) {
    return LOCATION_NOT_AVAILABLE;
  }
  return `${coordinates.lat.toFixed(6)}, ${coordinates.lng.toFixed(6)}`;
}

/** A timestamp in the reader's locale, or 'N/A' when missing or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleString();
}
