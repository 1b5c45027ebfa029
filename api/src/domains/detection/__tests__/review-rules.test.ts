import type { LatLng } from '@grovekeeper/geo';
import { HttpError } from '../../../lib/http-errors';
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
