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
