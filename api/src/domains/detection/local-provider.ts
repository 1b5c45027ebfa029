/**
 * Tree detection that runs in the API process: aerial imagery from an ImagerySource,
 * crowns from the local detector, a snapshot PNG for the owner to check the result.
 */
import { HttpError } from '../../lib/http-errors';
import { DETECTION_UNAVAILABLE } from './service';
import type { LatLng } from '@grovekeeper/geo';
import type {
  DetectedTree,
  DetectionRequest,
  DetectionResult,
  TreeDetectionProvider,
} from './service';
import type { ImagerySource } from './imagery/imagery';
import { storeReview } from './review';
import { renderSnapshot } from './snapshots';
import type { SnapshotStore } from './snapshots';
import { runDetector } from './worker/run-detector';

export interface LocalDetectorOptions {
  /** The configured aerial imagery; without it only `detectOn` (an estate's orthophoto) works. */
  imagery?: ImagerySource | null;
  snapshots: SnapshotStore;
  /** Prefix of snapshot URLs: `${PUBLIC_API_BASE_URL}/api/openai-vision/snapshots/`. */
  snapshotUrlPrefix: string;
}

export class LocalTreeDetector implements TreeDetectionProvider {
  /**
   * Detections run one at a time: the detector is CPU-bound (it runs in a worker thread,
   * up to a few seconds on the largest images, so requests keep being answered) and holds
   * several float copies of the image, so running them side by side would only add up
   * memory.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: LocalDetectorOptions) {}

  detect(request: DetectionRequest): Promise<DetectionResult> {
    const { imagery } = this.options;
    if (!imagery) return Promise.reject(new HttpError(503, DETECTION_UNAVAILABLE));
    return this.detectOn(imagery, request.boundaries);
  }

  /** Detection on the given imagery (an estate's orthophoto), in the same one-at-a-time queue. */
  detectOn(imagery: ImagerySource, boundary: LatLng[]): Promise<DetectionResult> {
    const run = this.queue.then(() => this.run(imagery, boundary));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async run(imagery: ImagerySource, boundary: LatLng[]): Promise<DetectionResult> {
    const geo = await imagery.fetch(boundary);
    const polygon = boundary.map((point) => geo.toPixel(point));
    const report = await runDetector(geo.image, { metresPerPixel: geo.metresPerPixel, polygon });
    const trees: DetectedTree[] = report.detections.map((detection) => {
      const { lat, lng } = geo.toLatLng(detection);
      return {
        lat: round(lat, 7),
        lng: round(lng, 7),
        confidence: roundConfidence(detection.confidence),
      };
    });
    const png = await renderSnapshot({
      image: geo.image,
      boundary: polygon,
      detections: report.detections,
      crownRadiusPx: report.crownRadiusPx,
    });
    const name = await this.options.snapshots.put(png);
    const review = await storeReview(geo, this.options.snapshots, this.options.snapshotUrlPrefix);
    return {
      treesInBoundary: trees.length,
      snapshotUrl: `${this.options.snapshotUrlPrefix}${name}`,
      message: message(trees.length, geo.metresPerPixel, geo.attribution),
      trees,
      review,
    };
  }
}

/** A confidence in 0..1 with 4 decimals, as stored (numeric(5, 4)). */
export function roundConfidence(value: number): number {
  return round(Math.min(1, Math.max(0, value)), 4);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function message(count: number, metresPerPixel: number, attribution?: string): string {
  const found =
    count === 0
      ? 'No trees were detected inside the boundary.'
      : `${count} ${count === 1 ? 'tree' : 'trees'} detected inside the boundary.`;
  const imagery = `Aerial imagery at ${metresPerPixel.toFixed(2)} m per pixel${
    attribution ? ` (${attribution})` : ''
  }.`;
  return `${found} ${imagery}`;
}
