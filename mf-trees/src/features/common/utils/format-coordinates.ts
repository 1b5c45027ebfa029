import type { LatLng } from '@grovekeeper/shared';

/** Spec §9: coordinates are shown with 6 decimals (about 10 cm). */
export function formatCoordinates({ lat, lng }: LatLng): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
