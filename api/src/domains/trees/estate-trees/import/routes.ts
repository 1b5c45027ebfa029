import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import multipart from '@fastify/multipart';
import type { TSchema } from '@sinclair/typebox';
import type { Database } from '../../../../db';
import { requireEstateAccess } from '../../../../lib/access';
import { badRequest, HttpError } from '../../../../lib/http-errors';
import { multipartError } from '../../../../lib/multipart-errors';
import { requestLanguage } from '../../../../lib/i18n/request-language';
import { errorResponses } from '../../../../lib/schemas';
import { typeBoxValidatorCompiler } from '../../../../lib/type-provider';
import type { AppPlugin } from '../../../../lib/type-provider';
import { EstateParams } from '../../../estates';
import { parseMapping } from './columns';
import { parseCsv } from './csv';
import { parseGeoJson } from './geojson';
import {
  ImportAnswerSchema,
  ImportCsvBody,
  ImportForm,
  ImportGeoJsonBody,
  ImportQuery,
} from './schemas';
import { importTrees } from './service';
import { decodeText, FILE_HAS_NO_ROWS, FILE_TOO_LARGE, MAX_IMPORT_BYTES } from './table';
import type { SourceTable } from './table';

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];
const JSON_TYPES = ['application/geo+json', 'application/json'];

export const SEND_A_FILE =
  'Send the trees as CSV (text/csv), GeoJSON (application/geo+json) or a multipart/form-data upload with a part named file';
const ONLY_FILE_AND_MAPPING = 'Send only the fields file and mapping';
const FILE_REQUIRED = 'file is required: the CSV or GeoJSON file of the trees';

/** Bodies are read and checked by the handler, whatever their type; the schemas document them. */
const documentedBodyOnly: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'body' ? () => true : typeBoxValidatorCompiler(route);

/**
 * `POST /api/estates/:id/trees/import` (issue 29): trees from a CSV or GeoJSON file, as the
 * body or as the `file` part of a multipart form. Registered inside estateTreeRoutes (which
 * authenticates every request), in a scope of its own for its body parsers and limit.
 */
export const treeImportRoutes: AppPlugin<{ db: Database }> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    [...CSV_TYPES, ...JSON_TYPES],
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setValidatorCompiler(documentedBodyOnly);
  // A declared size over the limit is refused before the body is read.
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length']) > MAX_IMPORT_BYTES + 64 * 1024) {
      throw new HttpError(413, FILE_TOO_LARGE);
    }
  });

  app.post(
    '/estates/:id/trees/import',
    {
      schema: {
        tags: ['estates'],
        security: [{ bearerAuth: [] }],
        summary: 'Import trees from a CSV or GeoJSON file (dry run: check only)',
        description:
          'Owner and managers (the right to add trees). Every row is checked: coordinates (lat/lng degrees, or x/y EGSA87 metres; a decimal comma is read), inside the boundary, code (2-64 letters, digits, _ or -, not repeated in the file, not used by any tree), category (a tree type of the estate, in English or Greek, or a category its trees have), state (healthy, pruned, ... or its Greek word), title (at most 120 characters). `rejected` lists each refused row with its number and reason. Without `dryRun=true` the good rows become trees in one transaction: no code → a generated one, no category → the estate\'s first tree type, no title → "<category> N" after the highest number in use, no state → healthy. 413 over 10 MB or 20,000 rows; 409 when a code of the file was taken during the import (nothing imported).',
        params: EstateParams,
        querystring: ImportQuery,
        body: {
          content: {
            'text/csv': { schema: ImportCsvBody },
            'application/geo+json': { schema: ImportGeoJsonBody },
            'application/json': { schema: ImportGeoJsonBody },
            'multipart/form-data': { schema: ImportForm },
          },
        },
        response: {
          200: ImportAnswerSchema,
          201: ImportAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Who may import is settled before the file is read (a stranger learns nothing of it).
      await requireEstateAccess(db, request.userId, id, 'manageTrees');
      const { table, mapping } = await readImport(request);
      const dryRun = request.query.dryRun === true;
      const answer = await importTrees(
        db,
        request.userId,
        id,
        table,
        parseMapping(mapping ?? request.query.mapping),
        dryRun,
        await requestLanguage(request),
      );
      return reply.code(dryRun ? 200 : 201).send(answer);
    },
  );
};

/** The file of the request as a table, and the mapping of a multipart form. */
async function readImport(
  request: FastifyRequest,
): Promise<{ table: SourceTable; mapping: string | undefined }> {
  if (request.isMultipart()) return readForm(request);
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '') throw new HttpError(415, SEND_A_FILE);
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(FILE_HAS_NO_ROWS);
  const text = decodeText(body);
  return {
    table: JSON_TYPES.includes(type) ? parseGeoJson(text) : parseCsv(text),
    mapping: undefined,
  };
}

async function readForm(
  request: FastifyRequest,
): Promise<{ table: SourceTable; mapping: string | undefined }> {
  let file: Buffer | null = null;
  let mapping: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 4096 },
    });
    for await (const part of parts) {
      if (part.fieldname === 'file' && part.type === 'file') file = await part.toBuffer();
      else if (part.fieldname === 'mapping' && part.type === 'field') {
        mapping = typeof part.value === 'string' ? part.value : undefined;
      } else throw badRequest(ONLY_FILE_AND_MAPPING);
    }
  } catch (error) {
    throw multipartError(error, {
      tooLarge: new HttpError(413, FILE_TOO_LARGE),
      unexpectedFields: ONLY_FILE_AND_MAPPING,
    });
  }
  if (!file) throw badRequest(FILE_REQUIRED);
  if (file.length === 0) throw badRequest(FILE_HAS_NO_ROWS);
  const text = decodeText(file);
  // A GeoJSON file is a JSON object; anything else is read as CSV.
  const table = /^\s*\{/.test(text.slice(0, 1024)) ? parseGeoJson(text) : parseCsv(text);
  return { table, mapping };
}
