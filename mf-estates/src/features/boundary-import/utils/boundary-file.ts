import type { LatLng } from '@grovekeeper/shared';
import type { MapBounds } from '@grovekeeper/shared/maps';

/** The file picker's filter; a dropped file is checked against the same endings. */
export const BOUNDARY_FILE_ACCEPT = '.geojson,.json,.kml,.kmz,.zip';

const ENDINGS = BOUNDARY_FILE_ACCEPT.split(',');

/** Why a file cannot be sent (an i18n key under boundaryImport.errors), or null. */
export function boundaryFileProblem(file: File): 'type' | 'empty' | null {
  const name = file.name.toLowerCase();
  if (!ENDINGS.some((ending) => name.endsWith(ending))) return 'type';
  if (file.size === 0) return 'empty';
  return null;
}

/** The box around a ring, for the map to zoom to; null below three points. */
export function boundsOf(points: readonly LatLng[]): MapBounds | null {
  if (points.length < 3) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  };
}
