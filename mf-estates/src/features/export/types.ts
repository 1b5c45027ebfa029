/** The file formats the export routes answer (`?format=`). */
export type ExportFormat = 'geojson' | 'kml' | 'csv';

/** In the menus' order: GIS tools first, then Google Earth, then a spreadsheet. */
export const EXPORT_FORMATS: readonly ExportFormat[] = ['geojson', 'kml', 'csv'];

/** Each format's media type (asked for in Accept) and the extension of a fallback name. */
export const FORMAT_FILES: Record<ExportFormat, { mediaType: string; extension: string }> = {
  geojson: { mediaType: 'application/geo+json', extension: 'geojson' },
  kml: { mediaType: 'application/vnd.google-earth.kml+xml', extension: 'kml' },
  csv: { mediaType: 'text/csv', extension: 'csv' },
};
