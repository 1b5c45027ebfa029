import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import type { Database } from '../../db';
import type { AppPlugin } from '../../lib/type-provider';
import { parseBoundary } from '../estates';
import { DetectionAnswer, DetectTreesRequest, SnapshotParams } from './schemas';
import { saveDetectionRun } from './runs';
import { noDetectionProvider, TreeDetection } from './service';
import { snapshotContentType } from './snapshots';
import type { SnapshotStore } from './snapshots';

export const SNAPSHOT_NOT_FOUND = 'Snapshot not found';

export interface DetectionRoutesOptions {
  /** Where detection runs are kept. */
  db: Database;
  detection?: TreeDetection;
  /** Where the snapshots are kept; null when no local detector is configured. */
  snapshots?: SnapshotStore | null;
}

/**
 * POST /api/openai-vision/detect-trees: validates the request, asks the provider and keeps
 * the answer as an estate-less detection run of the caller's (`runId`).
 * GET /api/openai-vision/snapshots/:file: a snapshot, by its unguessable name, without
 * sign-in (an <img> cannot send the bearer token).
 */
export const detectionRoutes: AppPlugin<DetectionRoutesOptions> = async (
  app,
  { db, detection = new TreeDetection(noDetectionProvider), snapshots = null },
) => {
  app.post(
    '/detect-trees',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['estates'],
        security: [{ bearerAuth: [] }],
        summary: 'Count the trees inside a boundary on aerial imagery',
        body: DetectTreesRequest,
        response: {
          200: DetectionAnswer,
          ...errorResponses(400, 401, 413, 502, 503),
        },
      },
    },
    async (request) => {
      const body: Static<typeof DetectTreesRequest> = request.body;
      const boundaries = parseBoundary(body.boundaries);
      const result = await detection.detect({ ...body, boundaries });
      // Each answer is a run of its own, even when the detection itself was shared.
      const runId = await saveDetectionRun(db, {
        ownerId: request.userId,
        estateId: null,
        source: 'imagery',
        boundary: boundaries,
        trees: result.trees,
      });
      return { ...result, runId };
    },
  );

  app.get(
    '/snapshots/:file',
    {
      schema: {
        tags: ['estates'],
        summary:
          'A detection snapshot (PNG) or review image (JPEG), readable by its unguessable name for a day',
        params: SnapshotParams,
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const file = snapshots ? await snapshots.read(request.params.file) : null;
      if (!file) throw notFound(SNAPSHOT_NOT_FOUND);
      return reply
        .header('content-type', snapshotContentType(request.params.file))
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
