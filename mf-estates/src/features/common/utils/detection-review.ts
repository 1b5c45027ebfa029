import type { DetectionReviewCorrections, LatLng } from '@grovekeeper/shared';

export type { DetectionReviewCorrections };

/** One detected crown: where it stands and how sure the detector is (0..1). */
export interface DetectedTree {
  lat: number;
  lng: number;
  confidence: number;
}

/**
 * The clean image the detector analysed (issue 24): its size, and the affine map from its
 * pixels (x right, y down, (0,0) the top-left corner) to WGS 84:
 * `lng = t0 + t1*x + t2*y`, `lat = t3 + t4*x + t5*y`.
 */
export interface DetectionReviewImage {
  imageUrl: string;
  width: number;
  height: number;
  pixelToLatLng: [number, number, number, number, number, number] | number[];
}

export interface Pixel {
  x: number;
  y: number;
}

export const NO_CORRECTIONS: DetectionReviewCorrections = { removed: [], added: [] };

/** A pixel of the review image → where it is on the ground. */
export function pixelToLatLng(t: readonly number[], { x, y }: Pixel): LatLng {
  const [t0 = 0, t1 = 0, t2 = 0, t3 = 0, t4 = 0, t5 = 0] = t;
  return { lng: t0 + t1 * x + t2 * y, lat: t3 + t4 * x + t5 * y };
}

/** A point on the ground → its pixel on the review image (the affine map inverted). */
export function latLngToPixel(t: readonly number[], { lat, lng }: LatLng): Pixel {
  const [t0 = 0, t1 = 0, t2 = 0, t3 = 0, t4 = 0, t5 = 0] = t;
  const det = t1 * t5 - t2 * t4;
  const dLng = lng - t0;
  const dLat = lat - t3;
  return { x: (t5 * dLng - t2 * dLat) / det, y: (t1 * dLat - t4 * dLng) / det };
}

/** The trees the owner keeps: detections not removed, plus the ones added. */
export function reviewedCount(detected: number, corrections: DetectionReviewCorrections): number {
  return detected - corrections.removed.length + corrections.added.length;
}

/**
 * A crown's radius in image pixels: a third of the typical spacing of the detections (the
 * median distance to the nearest one), so neighbouring circles do not overlap.
 */
export function crownRadius(points: readonly Pixel[], width: number, height: number): number {
  const fallback = Math.max(6, Math.min(width, height) / 50);
  if (points.length < 2) return fallback;
  const sample = points.slice(0, 200);
  const nearest = sample
    .map((p) => {
      let best = Infinity;
      for (const q of points) {
        if (q === p) continue;
        const d = Math.hypot(q.x - p.x, q.y - p.y);
        if (d > 0 && d < best) best = d;
      }
      return best;
    })
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const median = nearest[Math.floor(nearest.length / 2)];
  if (median === undefined) return fallback;
  return Math.min(Math.max(median / 3, 3), Math.min(width, height) / 8);
}

/** Whether a point lies inside a polygon (ray casting on lat/lng, fine at estate size). */
export function insideBoundary(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng
    ) {
      inside = !inside;
    }
  }
  return inside;
}
