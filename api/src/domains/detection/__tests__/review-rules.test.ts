import type { LatLng } from '@grovekeeper/geo';
import { HttpError } from '../../../lib/http-errors';
import { metresBetween } from '../imagery/georeference';
import type { GeoImage } from '../imagery/imagery';
import { project, unproject } from '../imagery/mercator';
import { fitPixelToLatLng } from '../review';
import { applyReview } from '../runs';

const BOUNDARY: LatLng[] = [
  { lat: 37.0, lng: 22.1 },
  { lat: 37.0, lng: 22.2 },
  { lat: 37.1, lng: 22.2 },
  { lat: 37.1, lng: 22.1 },
];

/** A run of `count` detections on a row inside the boundary. */
const runOf = (count: number) => ({
  id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  trees: Array.from({ length: count }, (_, i) => ({
    lat: 37.01 + (i % 100) * 0.0005,
    lng: 22.11 + Math.floor(i / 100) * 0.0005,
    confidence: 0.5,
  })),
});

describe('a review applied to a detection run', () => {
  it('keeps the detections not removed, in order, then the added trees', () => {
    const run = runOf(4);
    const added = { lat: 37.05, lng: 22.15 };
    expect(applyReview(run, { removed: [2], added: [added] }, BOUNDARY)).toEqual({
      runId: run.id,
      points: [0, 1, 3]
        .map((i) => ({ lat: run.trees[i]!.lat, lng: run.trees[i]!.lng }))
        .concat(added),
      confidences: [0.5, 0.5, 0.5, null],
      kept: 3,
      removed: 1,
      added: 1,
    });
  });

  it('refuses more than 10000 trees in all, counting the added ones', () => {
    const run = runOf(10_000);
    expect(
      applyReview(run, { removed: [5], added: [{ lat: 37.05, lng: 22.15 }] }, BOUNDARY).points,
    ).toHaveLength(10_000);
    let refusal: unknown;
    try {
      applyReview(run, { removed: [], added: [{ lat: 37.05, lng: 22.15 }] }, BOUNDARY);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      message:
        'The reviewed detection has 10001 trees; at most 10000 can be created at once. Draw a smaller boundary.',
    });
  });
});

describe("the review image's pixel-to-WGS84 map", () => {
  it('is within 5 cm everywhere on the largest image, downscaled to 2048 px (Web Mercator tiles)', () => {
    // 4096 × 4096 pixels of zoom 19 (0.24 m) at 37° N: about 1 km a side.
    const zoom = 19;
    const origin = project({ lat: 37.01, lng: 22.11 }, zoom);
    const geo: GeoImage = {
      image: { width: 4096, height: 4096, data: new Uint8Array(0) },
      metresPerPixel: 0.24,
      toLatLng: (p) => unproject({ x: origin.x + p.x, y: origin.y + p.y }, zoom),
      toPixel: (point) => {
        const world = project(point, zoom);
        return { x: world.x - origin.x, y: world.y - origin.y };
      },
    };
    const [t0, t1, t2, t3, t4, t5] = fitPixelToLatLng(geo, 2048, 2048);
    let worst = 0;
    for (let j = 0; j <= 16; j++) {
      for (let i = 0; i <= 16; i++) {
        // Review pixel (x, y), corner-based; the analysed image's pixel centres are at integers.
        const x = i * 128;
        const y = j * 128;
        const truth = geo.toLatLng({ x: x * 2 - 0.5, y: y * 2 - 0.5 });
        const mapped = { lng: t0 + t1 * x + t2 * y, lat: t3 + t4 * x + t5 * y };
        worst = Math.max(worst, metresBetween(truth, mapped));
      }
    }
    expect(worst).toBeLessThan(0.05);
  });
});
