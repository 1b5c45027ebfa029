import type { LatLng } from '@grovekeeper/geo';

/** One polygon found in a boundary file: one ring (WGS84, no closing point) and its area. */
export interface ParsedBoundary {
  coordinates: LatLng[];
  /** Geodesic area in hectares, rounded to 2 decimals (the same figure a drawn ring gets). */
  areaHa: number;
  /** The feature's / placemark's / record's name, or a generated one ("Polygon 2"). */
  name: string;
}

/**
 * `POST /api/boundaries/parse` (multipart, field `file`: GeoJSON, KML, KMZ or a zipped
 * Shapefile) answers this; a file it cannot use answers 400 `{ error }`.
 */
export interface ParsedBoundaries {
  polygons: ParsedBoundary[];
  /** Readable notes the owner should see (holes dropped, outside Greece, pick one part…). */
  warnings: string[];
}
