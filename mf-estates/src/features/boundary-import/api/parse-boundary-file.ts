import { apiUrl, httpClient } from '@grovekeeper/shared';
import type { ParsedBoundaries } from '@grovekeeper/shared';

/** A zipped Shapefile on a slow line takes longer than the client's usual 30 s. */
const PARSE_TIMEOUT_MS = 2 * 60_000;

/**
 * POST /api/boundaries/parse, multipart `file`: every polygon in a GeoJSON, KML, KMZ or
 * zipped Shapefile, reprojected to WGS84, with its area; a file it cannot use answers 400.
 */
export function parseBoundaryFile(file: File): Promise<ParsedBoundaries> {
  const form = new FormData();
  form.append('file', file);
  return httpClient()
    .post(apiUrl('/api/boundaries/parse'), { body: form, timeout: PARSE_TIMEOUT_MS })
    .json<ParsedBoundaries>();
}
