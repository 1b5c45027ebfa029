import { createHash } from 'node:crypto';
import { centroidOf } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { HttpError } from '../../lib/http-errors';
import { TtlLruCache } from '../../lib/ttl-lru-cache';
import type { DetectionReview } from './review';

export const DETECTION_UNAVAILABLE =
  'AI detection is not configured on this server (the operator enables it by setting ' +
  'DETECTION_IMAGERY_URL to an aerial imagery tile service). Enter the number of trees ' +
  'yourself or try again later.';

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
  /** The clean analysed image and its pixels' map to WGS84, for the owner's review. */
  review: DetectionReview;
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
