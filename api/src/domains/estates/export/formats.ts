import { csvFile } from './csv';
import { geojsonFile } from './geojson';
import { kmlFile } from './kml';
import type { ExportWriter } from './writer';

export const EXPORT_FORMATS = ['geojson', 'kml', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Each format's writer, file extension and media type. */
export const FORMATS: Record<
  ExportFormat,
  { write: ExportWriter; extension: string; contentType: string }
> = {
  geojson: { write: geojsonFile, extension: 'geojson', contentType: 'application/geo+json' },
  kml: {
    write: kmlFile,
    extension: 'kml',
    contentType: 'application/vnd.google-earth.kml+xml; charset=utf-8',
  },
  csv: { write: csvFile, extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};
