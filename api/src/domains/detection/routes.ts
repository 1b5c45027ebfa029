import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import type { Database } from '../../db';
import type { AppPlugin } from '../../lib/type-provider';
import { parseBoundary } from '../estates';
import { ASYNC_NOTE, JobEnvelope, sendJobAccepted, wantsJob } from '../jobs';
import type { JobQueue } from '../jobs';
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
  /** The jobs queue: the picker's detection runs as a job when the client prefers (issue 29). */
  jobs: JobQueue;
}

/** The job kind of AI detection on the location picker's imagery. */
export const PICKER_DETECTION_JOB = 'picker-detection';

/**
 * POST /api/openai-vision/detect-trees: validates the request, asks the provider and keeps
 * the answer as an estate-less detection run of the caller's (`runId`).
 * GET /api/openai-vision/snapshots/:file: a snapshot, by its unguessable name, without
 * sign-in (an <img> cannot send the bearer token).
 */
export const detectionRoutes: AppPlugin<DetectionRoutesOptions> = async (
  app,
  { db, detection = new TreeDetection(noDetectionProvider), snapshots = null, jobs },
) => {
  /** Detects, then keeps the answer as an estate-less run of `ownerId`'s (`runId`). */
  const detectAndKeep = async (
    ownerId: string,
    body: Static<typeof DetectTreesRequest>,
    step: (progress: number) => Promise<void> = async () => undefined,
  ) => {
    const boundaries = parseBoundary(body.boundaries);
    await step(10);
    const result = await detection.detect({ ...body, boundaries });
    await step(90);
    // Each answer is a run of its own, even when the detection itself was shared.
    const runId = await saveDetectionRun(db, {
      ownerId,
      estateId: null,
      source: 'imagery',
      boundary: boundaries,
      trees: result.trees,
    });
    return { ...result, runId };
  };
  jobs.handle(PICKER_DETECTION_JOB, ({ ownerId, input, step }) =>
    detectAndKeep(ownerId, input as Static<typeof DetectTreesRequest>, step),
  );

  app.post(
    '/detect-trees',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['estates'],
        security: [{ bearerAuth: [] }],
        summary: 'Count the trees inside a boundary on aerial imagery',
        description: ASYNC_NOTE,
        body: DetectTreesRequest,
        response: {
          200: DetectionAnswer,
          202: JobEnvelope,
          ...errorResponses(400, 401, 413, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const body: Static<typeof DetectTreesRequest> = request.body;
      if (!wantsJob(request)) return detectAndKeep(request.userId, body);
      // A bad boundary is refused now, not in the job.
      parseBoundary(body.boundaries);
      const job = await jobs.enqueue(request.userId, PICKER_DETECTION_JOB, body);
      return sendJobAccepted(request, reply, job);
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
