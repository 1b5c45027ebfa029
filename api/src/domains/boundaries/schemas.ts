import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { LatLng } from '../../lib/schemas';

/** The multipart form of POST /api/boundaries/parse (documentation; the handler reads it). */
export const BoundaryForm = Type.Object({
  file: Type.String({
    format: 'binary',
    description:
      'The boundary file (at most 10 MB): GeoJSON, KML, KMZ, or a zipped Shapefile (.shp with its .prj, and .dbf for names)',
  }),
});

export const ParsedBoundary = Type.Object(
  {
    coordinates: Type.Array(LatLng, {
      description: 'One ring in WGS 84, without a closing point (holes are dropped)',
    }),
    areaHa: Type.Number({ description: 'Geodesic area in hectares, 2 decimals' }),
    name: Type.String({
      description:
        'The feature\'s, placemark\'s or record\'s name; "Polygon N" when it has none; "(part N)" and "(all parts)" for a multi-polygon',
    }),
  },
  { additionalProperties: false },
);
export type ParsedBoundary = Static<typeof ParsedBoundary>;

export const ParsedBoundaries = Type.Object(
  {
    polygons: Type.Array(ParsedBoundary),
    warnings: Type.Array(Type.String(), {
      description:
        "Readable notes in the request's language (shapes left out and why, holes, outside Greece, parts)",
    }),
  },
  { additionalProperties: false },
);
export type ParsedBoundaries = Static<typeof ParsedBoundaries>;
