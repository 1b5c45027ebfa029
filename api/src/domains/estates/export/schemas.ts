import { Type } from '@sinclair/typebox';
import { EXPORT_FORMATS } from './formats';

export const ExportQuery = Type.Object({
  format: Type.Union(
    EXPORT_FORMATS.map((format) => Type.Literal(format)),
    {
      description:
        'geojson: RFC 7946 (QGIS and GIS tools); kml: KML 2.2 (Google Earth); csv: one row per tree (spreadsheets)',
    },
  ),
});

export const ExportFileBody = Type.String({
  description:
    'The file, streamed: application/geo+json, application/vnd.google-earth.kml+xml or text/csv',
});
