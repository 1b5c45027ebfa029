import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { centroidOf } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { HttpError, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import type { SnapshotStore } from '../detection/snapshots';
import { TtlLruCache } from './kaek/cache';
import { DetectTreesRequest } from './schemas';
import { parseBoundary } from './validation';

export const DETECTION_UNAVAILABLE =
  'AI detection is not configured on this server (the operator enables it by setting ' +
  'DETECTION_IMAGERY_URL to an aerial imagery tile service). Enter the number of trees ' +
  'yourself or try again later.';
export const SNAPSHOT_NOT_FOUND = 'Snapshot not found';

export interface DetectionRequest {
  mapCenter: LatLng;
  mapZoom: number;
  mapTilt?: number;
  mapHeading?: number;
  boundaries: LatLng[];
}

export interface DetectedTree {
  lat: number;
  lng: number;
  /** 0..1, rounded to 4 decimals. */
  confidence: number;
}

export interface DetectionResult {
  treesInBoundary: number;
  snapshotUrl: string;
  message: string;
  /** One per tree found inside the boundary. */
  trees: DetectedTree[];
}

/**
 * Where tree detection comes from: the local detector on aerial imagery
 * (detection/local-provider.ts) or, one day, a vision-model service. The route only
 * validates and delegates, so providers can be swapped by configuration. Failures are
 * HttpErrors with readable messages (413 boundary too large, 502 imagery failed, 503 not
 * configured).
 */
export interface TreeDetectionProvider {
  detect(request: DetectionRequest): Promise<DetectionResult>;
}

/** The provider while none is configured: a readable 503, never made-up results. */
export const noDetectionProvider: TreeDetectionProvider = {
  detect: () => Promise.reject(new HttpError(503, DETECTION_UNAVAILABLE)),
};

/** How many recent detections are kept for estate creation, and for how long. */
export const DETECTION_CACHE_ENTRIES = 20;
export const DETECTION_CACHE_TTL_MS = 15 * 60 * 1000;

/** A boundary's cache key: SHA-256 of its points (as parseBoundary left them), in order. */
export function boundaryKey(boundary: readonly LatLng[]): string {
  const points = boundary.map((point) => [point.lat, point.lng]);
  return createHash('sha256').update(JSON.stringify(points)).digest('hex');
}

/**
 * The provider with a memory of recent answers: the location picker detects, then the
 * wizard creates the estate with the same boundary, and the trees created are the ones
 * the owner was shown, without running the detector twice. Bounded (least recently used
 * dropped) with a short time-to-live; failures are not remembered; concurrent requests
 * for one boundary share a run.
 */
export class TreeDetection {
  private readonly cache: TtlLruCache<DetectionResult>;
  private readonly inFlight = new Map<string, Promise<DetectionResult>>();

  constructor(
    readonly provider: TreeDetectionProvider,
    options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
  ) {
    this.cache = new TtlLruCache(
      options.maxEntries ?? DETECTION_CACHE_ENTRIES,
      options.ttlMs ?? DETECTION_CACHE_TTL_MS,
      options.now,
    );
  }

  /** Runs the provider (the picker asked for a fresh look) and remembers the answer. */
  detect(request: DetectionRequest): Promise<DetectionResult> {
    const key = boundaryKey(request.boundaries);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const run = this.provider
      .detect(request)
      .then((result) => {
        this.cache.set(key, result);
        return result;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, run);
    return run;
  }

  /** The trees of a boundary: the remembered detection when there is one, else a new one. */
  async treesIn(boundary: LatLng[]): Promise<DetectedTree[]> {
    const cached = this.cache.get(boundaryKey(boundary));
    if (cached) return cached.value.trees;
    const result = await this.detect({
      mapCenter: centroidOf(boundary) as LatLng,
      mapZoom: 18,
      boundaries: boundary,
    });
    return result.trees;
  }
}

export const DetectedTreeSchema = Type.Object({
  lat: Type.Number(),
  lng: Type.Number(),
  confidence: Type.Number({ minimum: 0, maximum: 1, description: 'Rounded to 4 decimals' }),
});

export const DetectionAnswer = Type.Object({
  treesInBoundary: Type.Integer({ minimum: 0 }),
  snapshotUrl: Type.String({
    description: 'The analysed image with the boundary and the trees drawn (PNG, no sign-in)',
  }),
  message: Type.String(),
  trees: Type.Array(DetectedTreeSchema, { description: 'The trees found inside the boundary' }),
});

const SnapshotParams = Type.Object({ file: Type.String({ maxLength: 64 }) });

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
