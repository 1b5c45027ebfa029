import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../db';
import { requestLanguage } from '../../../lib/i18n/request-language';
import type { Language } from '../../../lib/i18n/request-language';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import { EstateParams } from '../schemas';
import type { EstateTreesPort } from '../trees-port';
import { ASYNC_NOTE, JobEnvelope, sendJobAccepted, wantsJob, yieldToEventLoop } from '../../jobs';
import type { JobContext, JobQueue } from '../../jobs';
import { attachmentHeader } from './file-name';
import { ExportFileBody, ExportQuery } from './schemas';
import type { ExportFormat } from './formats';
import { allEstatesExport, estateExport } from './service';
import type { ExportFile } from './service';

/** Sends the file as a download, streamed chunk by chunk with back-pressure. */
function sendFile(reply: FastifyReply, file: ExportFile, language: string): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-language', language)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(Readable.from(file.chunks, { objectMode: false }));
}

const FILES_NOTE =
  'GeoJSON: a FeatureCollection (RFC 7946: WGS84 [lng, lat], counter-clockwise closed exterior rings, no crs) with each estate’s boundary as a Polygon Feature (kind "estate") and each tree as a Point Feature (kind "tree": code, title, category, state, notes). KML 2.2: a Folder per estate with its boundary Placemark and a Point Placemark per tree (code, category, state as ExtendedData). CSV (RFC 4180): one row per tree; in the caller’s language (Greek: `;` between fields, decimal commas, a UTF-8 byte order mark). Named in Content-Disposition (filename in ASCII, filename* in UTF-8). Streamed in pages of trees.';

/** The job kind of the export of every estate of the caller. */
export const ESTATES_EXPORT_JOB = 'estates-export';

/** The export as a job: the file is kept with the job, downloaded from GET /api/jobs/:id/file. */
function exportJob(db: Database, trees: Pick<EstateTreesPort, 'exportTrees'>) {
  return async ({ jobId, ownerId, input, step, saveFile }: JobContext) => {
    const { format, language } = input as { format: ExportFormat; language: Language };
    await step(5);
    const file = await allEstatesExport({ db, trees, userId: ownerId, format, language });
    const parts: Buffer[] = [];
    for await (const chunk of file.chunks) {
      parts.push(Buffer.from(chunk));
      // Each page of trees: other requests of this process run meanwhile.
      await yieldToEventLoop();
    }
    await step(90);
    await saveFile({
      fileName: file.fileName.name,
      contentType: file.contentType,
      disposition: attachmentHeader(file.fileName),
      data: Buffer.concat(parts),
    });
    return { url: `/api/jobs/${jobId}/file`, fileName: file.fileName.name };
  };
}

/**
 * The estate exports (issue 29), registered inside estatesRoutes (whose onRequest hook
 * signs the caller in first).
 */
export const exportRoutes: AppPlugin<{
  db: Database;
  trees: Pick<EstateTreesPort, 'exportTrees'>;
  jobs?: JobQueue;
}> = async (app, { db, trees, jobs }) => {
  jobs?.handle(ESTATES_EXPORT_JOB, exportJob(db, trees));
  const tags = ['estates'];
  const security = [{ bearerAuth: [] }];
  const produces = ['application/geo+json', 'application/vnd.google-earth.kml+xml', 'text/csv'];

  app.get(
    '/estates/export',
    {
      schema: {
        tags,
        security,
        summary:
          'Every estate of the caller (owned and those they are a member of) with its boundary and trees, as GeoJSON, KML or CSV',
        description: `${FILES_NOTE} ${ASYNC_NOTE}`,
        querystring: ExportQuery,
        produces,
        response: { 200: ExportFileBody, 202: JobEnvelope, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const language = await requestLanguage(req);
      if (jobs && wantsJob(req)) {
        const input = { format: req.query.format, language };
        return sendJobAccepted(
          req,
          reply,
          await jobs.enqueue(req.userId, ESTATES_EXPORT_JOB, input),
        );
      }
      const file = await allEstatesExport({
        db,
        trees,
        userId: req.userId,
        format: req.query.format,
        language,
      });
      return sendFile(reply, file, language);
    },
  );

  app.get(
    '/estates/:id/export',
    {
      schema: {
        tags,
        security,
        summary:
          'One estate with its boundary and trees as GeoJSON, KML or CSV (any member; 404 to anyone else)',
        description: FILES_NOTE,
        params: EstateParams,
        querystring: ExportQuery,
        produces,
        response: { 200: ExportFileBody, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const language = await requestLanguage(req);
      const file = await estateExport(
        { db, trees, userId: req.userId, format: req.query.format, language },
        req.params.id,
      );
      return sendFile(reply, file, language);
    },
  );
};
