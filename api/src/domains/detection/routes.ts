import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { parseBoundary } from '../estates';
import { DetectionAnswer, DetectTreesRequest, SnapshotParams } from './schemas';
import { noDetectionProvider, TreeDetection } from './service';
import type { SnapshotStore } from './snapshots';

export const SNAPSHOT_NOT_FOUND = 'Snapshot not found';

export interface DetectionRoutesOptions {
  detection?: TreeDetection;
  /** Where the snapshots are kept; null when no local detector is configured. */
  snapshots?: SnapshotStore | null;
}

/**
 * POST /api/openai-vision/detect-trees: validates the request, then asks the provider.
 * GET /api/openai-vision/snapshots/:file: a snapshot, by its unguessable name, without
 * sign-in (an <img> cannot send the bearer token).
 */
export const detectionRoutes: AppPlugin<DetectionRoutesOptions> = async (
  app,
  { detection = new TreeDetection(noDetectionProvider), snapshots = null },
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
      return detection.detect({ ...body, boundaries });
    },
  );

  app.get(
    '/snapshots/:file',
    {
      schema: {
        tags: ['estates'],
        summary: 'A detection snapshot (PNG), readable by its unguessable name for a day',
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
        .header('content-type', 'image/png')
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
