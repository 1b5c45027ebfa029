import type { FastifySchemaCompiler } from 'fastify';
import multipart from '@fastify/multipart';
import type { TSchema } from '@sinclair/typebox';
import type { Database } from '../../db';
import { errorResponses } from '../../lib/schemas';
import { typeBoxValidatorCompiler } from '../../lib/type-provider';
import type { AppPlugin } from '../../lib/type-provider';
import type { ImagerySource, LocalTreeDetector } from '../detection';
import { requireEstateAccess } from '../../lib/access';
import type { EstateRight } from '../../lib/access';
import { EstateParams } from '../estates';
import type { FileStorage } from '../../lib/storage';
import { ASYNC_NOTE, JobEnvelope, sendJobAccepted, wantsJob } from '../jobs';
import type { JobQueue } from '../jobs';
import { OrthophotoFileSweeper } from './file-sweeper';
import {
  ApplyDetectionAnswer,
  ApplyDetectionRequest,
  DetectionRunParams,
  EstateDetectAnswer,
  EstateDetectRequest,
  OrthophotoEnvelope,
  OrthophotoForm,
} from './schemas';
import {
  applyDetectionRun,
  deleteOrthophoto,
  detectEstateTrees,
  getOrthophoto,
  putOrthophoto,
} from './service';
import { readOrthophotoUpload } from './upload';

export interface OrthophotoRoutesOptions {
  db: Database;
  /** Where orthophoto files live (ORTHOPHOTOS_DIR by default). */
  storage: FileStorage;
  /** Largest accepted upload, in bytes (ORTHOPHOTO_MAX_MB). */
  maxBytes: number;
  /** The local detector; its queue is shared with the other detection routes. */
  detector: LocalTreeDetector;
  /** The configured aerial imagery, for estates without an orthophoto; null: none. */
  fallbackImagery: ImagerySource | null;
  /** Largest width and height of an analysed image (DETECTION_MAX_IMAGE_PX). */
  maxImagePx: number;
  /** The jobs queue: detection runs as a job when the client prefers (issue 29). */
  jobs: JobQueue;
}

/** The job kind of AI detection on an estate's orthophoto (or its aerial imagery). */
export const ESTATE_DETECTION_JOB = 'estate-detection';

/** The body schema documents the form; readOrthophotoUpload reads and checks the multipart body. */
const documentedBodyOnly: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'body' ? () => true : typeBoxValidatorCompiler(route);

/**
 * An estate's orthophoto and AI detection on it. Mounted at /api. Every route checks the
 * caller's role first (lib/access: any member sees the orthophoto; its owner and managers
 * upload, delete and detect; 403 for other members, 404 `Estate not found` for anyone
 * else), then runs as the estate's owner.
 */
export const orthophotoRoutes: AppPlugin<OrthophotoRoutesOptions> = async (app, options) => {
  const { db, storage, maxBytes } = options;
  app.addHook('onRequest', app.authenticate);
  const tags = ['estates'];
  const security = [{ bearerAuth: [] }];
  const sweeper = new OrthophotoFileSweeper(db, storage, app.log);
  await sweeper.start();
  app.addHook('onClose', () => sweeper.stop());
  /** The estate's owner when the caller's role grants `right` (else 403/404). */
  const ownerFor = async (
    request: { userId: string; params: { id: string } },
    right: EstateRight,
  ) => (await requireEstateAccess(db, request.userId, request.params.id, right)).ownerId;
  const deps = (log: { warn(details: object, message: string): void }) => ({
    db,
    storage,
    sweeper,
    log,
  });
  const detectionDeps = {
    db,
    storage,
    detector: options.detector,
    fallbackImagery: options.fallbackImagery,
    maxImagePx: options.maxImagePx,
  };
  // The job runs as its starter, whose rights are checked again when it runs.
  options.jobs.handle(ESTATE_DETECTION_JOB, async ({ ownerId: userId, input, step }) => {
    const { estateId, create } = input as { estateId: string; create?: boolean };
    const { ownerId } = await requireEstateAccess(db, userId, estateId, 'manageTrees');
    return detectEstateTrees(detectionDeps, ownerId, estateId, { create }, step);
  });

  app.get(
    '/estates/:id/orthophoto',
    {
      schema: {
        tags,
        security,
        summary: "The estate's orthophoto: size, WGS84 bounds and ground resolution",
        params: EstateParams,
        response: { 200: OrthophotoEnvelope, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      orthophoto: await getOrthophoto(db, await ownerFor(request, 'view'), request.params.id),
    }),
  );

  app.delete(
    '/estates/:id/orthophoto',
    {
      schema: {
        tags,
        security,
        summary: "Delete the estate's orthophoto and its file",
        params: EstateParams,
        response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const ownerId = await ownerFor(request, 'manageTrees');
      await deleteOrthophoto(deps(request.log), ownerId, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/estates/:id/detect-trees',
    {
      schema: {
        tags,
        security,
        summary:
          "Detect the trees inside the estate's boundary on its orthophoto (or the aerial imagery)",
        description:
          'With `create: true` one tree per detection is also created (isAutoGenerated, ' +
          'detectionConfidence, categories cycling through treeTypes) and `created` counts them. ' +
          ASYNC_NOTE,
        params: EstateParams,
        body: EstateDetectRequest,
        response: {
          200: EstateDetectAnswer,
          202: JobEnvelope,
          ...errorResponses(400, 401, 403, 404, 413, 500, 502, 503),
        },
      },
      // A bodiless POST means no options.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const ownerId = await ownerFor(request, 'manageTrees');
      if (!wantsJob(request)) {
        return detectEstateTrees(detectionDeps, ownerId, request.params.id, request.body);
      }
      const job = await options.jobs.enqueue(request.userId, ESTATE_DETECTION_JOB, {
        estateId: request.params.id,
        create: request.body.create ?? false,
      });
      return sendJobAccepted(request, reply, job);
    },
  );

  app.post(
    '/estates/:id/detection-runs/:runId/apply',
    {
      schema: {
        tags,
        security,
        summary: 'Create the trees of a detection run as the owner reviewed it',
        description:
          "The run is the caller's, of this estate or the location picker's (else 404). In one " +
          "transaction: one tree per kept detection (the run's trees except the `removed` " +
          'indexes; isAutoGenerated, detectionConfidence) and one per `added` point ' +
          '(isAutoGenerated false, no confidence), categories cycling through treeTypes; the ' +
          'run is marked applied with its counts (the Reports accuracy). 409 when it already ' +
          'was; 400 when the boundary changed since the detection, an index is out of range ' +
          'or repeated, an added point is outside the boundary, or over 10000 trees.',
        params: DetectionRunParams,
        body: ApplyDetectionRequest,
        response: {
          200: ApplyDetectionAnswer,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      applyDetectionRun(
        db,
        await ownerFor(request, 'manageTrees'),
        request.params.id,
        request.params.runId,
        request.body,
      ),
  );

  // Multipart parsing exists only in this scope, for the one route that takes a file.
  const uploadRoute: AppPlugin = async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
    uploads.setValidatorCompiler(documentedBodyOnly);
    uploads.put(
      '/estates/:id/orthophoto',
      {
        schema: {
          tags,
          security,
          summary: "Upload the estate's orthophoto (multipart: file, and for PNG/JPEG its corners)",
          description:
            'A GeoTIFF (EPSG:4326, EPSG:3857 or EPSG:2100, georeferenced by ModelPixelScale + ' +
            'ModelTiepoint or ModelTransformation), or a north-up PNG or JPEG with the text ' +
            'fields north, south, east and west (WGS84 degrees of its edges). Recognised from ' +
            'the bytes; at most ORTHOPHOTO_MAX_MB (100 MB) and 10,000 pixels a side. Stored as ' +
            'uploaded; replaces the previous orthophoto.',
          consumes: ['multipart/form-data'],
          params: EstateParams,
          body: OrthophotoForm,
          response: { 200: OrthophotoEnvelope, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        // The role is checked before the upload is read, the owner again when it is recorded.
        const ownerId = await ownerFor(request, 'manageTrees');
        const upload = await readOrthophotoUpload(request, maxBytes);
        return {
          orthophoto: await putOrthophoto(deps(request.log), ownerId, request.params.id, upload),
        };
      },
    );
  };
  await app.register(uploadRoute);
};
