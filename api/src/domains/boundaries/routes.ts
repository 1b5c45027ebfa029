import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors';
import { multipartError } from '../../lib/multipart-errors';
import { requestLanguage } from '../../lib/i18n/request-language';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { boundariesOf } from './polygons';
import { readBoundaryFile } from './read';
import { BoundaryForm, ParsedBoundaries } from './schemas';

/** The largest boundary file read (a KMZ or zipped Shapefile may unpack to 50 MB). */
export const MAX_BOUNDARY_FILE_BYTES = 10 * 1024 * 1024;
const FILE_TOO_LARGE = 'The file must be at most 10 MB';
const FILE_REQUIRED =
  'file is required: the boundary file (GeoJSON, KML, KMZ or a zipped Shapefile)';
const ONLY_FILE = 'Send only the field file';

/**
 * `POST /api/boundaries/parse` (issue 29): the polygons of a boundary file for the wizard and
 * the location picker to preview, in WGS 84 with their areas. Nothing is stored: the owner
 * picks one and it goes into the boundary editor like a drawn one. Signed-in users only.
 */
export const boundariesRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, { limits: { fileSize: MAX_BOUNDARY_FILE_BYTES, files: 1 } });
  // A declared size over the limit is refused before the body is read.
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length']) > MAX_BOUNDARY_FILE_BYTES + 64 * 1024) {
      throw new HttpError(413, FILE_TOO_LARGE);
    }
  });

  app.post(
    '/parse',
    {
      schema: {
        tags: ['estates'],
        security: [{ bearerAuth: [] }],
        summary: 'The polygons of a boundary file (GeoJSON, KML, KMZ, zipped Shapefile)',
        description:
          'Reads the file by its bytes: GeoJSON (Polygon, MultiPolygon; the legacy "crs" member), KML 2.2 or KMZ (Placemark Polygons and MultiGeometry, named by <name>), or a zip of a Shapefile (polygon records; the .prj is required, a NAME or KAEK column of the .dbf names them). Coordinates in WGS 84, Web Mercator (EPSG:3857) or the Greek grid EGSA87 (EPSG:2100) are reprojected to WGS 84 with proj4. Each polygon is one ring (holes are dropped, with a warning) with its geodesic area; a multi-polygon lists each part, and its union named "(all parts)" when the parts form one ring. Shapes that cannot be a boundary (empty, under 3 points, crossing themselves) are left out with a warning; when none is left the answer is 400 with the reason, e.g. where the boundary crosses itself. Places outside Greece are warned of. 413 over 10 MB.',
        body: { content: { 'multipart/form-data': { schema: BoundaryForm } } },
        response: { 200: ParsedBoundaries, ...errorResponses(400, 401, 413, 415) },
      },
      // The form is read by the handler, part by part; the schema documents it.
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const file = await readFile(request);
      return boundariesOf(readBoundaryFile(file), await requestLanguage(request));
    },
  );
};

async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, FILE_REQUIRED);
  let file: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_BOUNDARY_FILE_BYTES, files: 1, fields: 0, parts: 1 },
    });
    for await (const part of parts) {
      if (part.fieldname === 'file' && part.type === 'file') file = await part.toBuffer();
      else throw badRequest(ONLY_FILE);
    }
  } catch (error) {
    throw multipartError(error, {
      tooLarge: new HttpError(413, FILE_TOO_LARGE),
      unexpectedFields: ONLY_FILE,
    });
  }
  if (!file) throw badRequest(FILE_REQUIRED);
  return file;
}
