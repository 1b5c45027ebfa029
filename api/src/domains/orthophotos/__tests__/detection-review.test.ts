import sharp from 'sharp';
import { isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import type { TestServer } from '../../../test/app';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import {
  DETECTION_ALREADY_APPLIED,
  DETECTION_BOUNDARY_CHANGED,
  DETECTION_NOT_FOUND,
} from '../../detection';
import { ORCHARD_BOUNDARY } from '../../detection/synthetic/orchard-tiles';
import { DETECTION_REVIEW_EMPTY, ESTATE_NOT_FOUND } from '../../estates';
import { newEstateBody } from '../../estates/__tests__/fixtures';
import type { EstateJson } from '../../estates/__tests__/fixtures';
import { orchardInWgs84 } from './geotiff-writer';
import { DETECTION_TIMEOUT_MS, nearest, orthophotoSuite } from './orthophoto-suite';
import type { Answer } from './orthophoto-suite';

interface Review {
  imageUrl: string;
  width: number;
  height: number;
  pixelToLatLng: number[];
}

type ReviewedAnswer = Answer & { runId: string; review: Review };

interface RunRow {
  ownerId: string;
  estateId: string | null;
  source: string;
  detected: number;
  trees: { lat: number; lng: number; confidence: number }[];
  kept: number | null;
  removed: number | null;
  added: number | null;
  applied: boolean;
}

/** Review-image pixel of a position: the answered affine map, inverted. */
function toReviewPixel(review: Review, point: LatLng): { x: number; y: number } {
  const [t0, t1, t2, t3, t4, t5] = review.pixelToLatLng as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const det = t1 * t5 - t2 * t4;
  const u = point.lng - t0;
  const v = point.lat - t3;
  return { x: (t5 * u - t2 * v) / det, y: (t1 * v - t4 * u) / det };
}

/** A square around the orchard: another boundary than the one detected in. */
const SQUARE_BOUNDARY: LatLng[] = [
  { lat: 37.0095, lng: 22.1095 },
  { lat: 37.0095, lng: 22.1115 },
  { lat: 37.0112, lng: 22.1115 },
  { lat: 37.0112, lng: 22.1095 },
];

/** A point inside the orchard boundary, between the crowns of the detection. */
const INSIDE: LatLng = { lat: 37.0105, lng: 22.11055 };

describeApi('the review of detected trees', (api) => {
  const { world, estates, orchardEstate, put, file, cornerParts, detect } = orthophotoSuite(api);
  /** An estate of the orchard with a PNG orthophoto of it. */
  let estate: EstateJson;
  let answer: ReviewedAnswer;
  /** The owner's user id. */
  let ownerId: string;

  const run = async (runId: string): Promise<RunRow | undefined> =>
    (
      await api.db.query<RunRow>(
        `SELECT owner_id AS "ownerId", estate_id AS "estateId", source, detected, trees, kept,
                removed, added, applied_at IS NOT NULL AS applied
           FROM detection_runs WHERE id = $1`,
        [runId],
      )
    )[0];
  const pickerDetect = async (user: SignedInUser = world.owner): Promise<ReviewedAnswer> => {
    const response = await world.tiled.request({
      method: 'POST',
      url: '/api/openai-vision/detect-trees',
      headers: user.auth,
      payload: {
        mapCenter: { lat: 37.0105, lng: 22.1105 },
        mapZoom: 18,
        boundaries: ORCHARD_BOUNDARY,
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<ReviewedAnswer>();
  };
  const apply = (
    estateId: string,
    runId: string,
    review: unknown,
    user: SignedInUser = world.owner,
    target: TestServer = world.server,
  ) =>
    target.request({
      method: 'POST',
      url: `/api/estates/${estateId}/detection-runs/${runId}/apply`,
      headers: user.auth,
      payload: review,
    });

  beforeAll(async () => {
    estate = await orchardEstate();
    const scene = orchardInWgs84(ORCHARD_BOUNDARY, { seed: 41, metresPerPixel: 0.25 });
    const png = await sharp(Buffer.from(scene.rgb), {
      raw: { width: scene.width, height: scene.height, channels: 3 },
    })
      .png()
      .toBuffer();
    const upload = await put(estate.id, [
      file(png, 'ortho.png', 'image/png'),
      ...cornerParts(scene.bounds),
    ]);
    expect(upload.statusCode).toBe(200);
    const [row] = await api.db.query<{ ownerId: string }>(
      'SELECT owner_id AS "ownerId" FROM estates WHERE id = $1',
      [estate.id],
    );
    ownerId = row!.ownerId;
  }, DETECTION_TIMEOUT_MS);

  it(
    'keeps each detection on the orthophoto as a run and answers the clean image to review it on',
    async () => {
      const response = await detect(estate.id);
      expect(response.statusCode).toBe(200);
      answer = response.json<ReviewedAnswer>();
      expect(answer.trees.length).toBeGreaterThan(150);
      expect(answer.runId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      expect(await run(answer.runId)).toEqual({
        ownerId,
        estateId: estate.id,
        source: 'orthophoto',
        detected: answer.trees.length,
        trees: answer.trees,
        kept: null,
        removed: null,
        added: null,
        applied: false,
      });

      const { review } = answer;
      expect(review.imageUrl).toMatch(/^\/api\/openai-vision\/snapshots\/[0-9a-f]{32}\.jpg$/);
      expect(review.imageUrl).not.toBe(answer.snapshotUrl);
      // Readable without sign-in, like the snapshot.
      const image = await world.server.request({ url: review.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const decoded = await sharp(image.rawBody).raw().toBuffer({ resolveWithObject: true });
      expect([decoded.info.width, decoded.info.height]).toEqual([review.width, review.height]);
      expect(Math.max(review.width, review.height)).toBeLessThanOrEqual(2048);
      expect(review.pixelToLatLng).toHaveLength(6);

      // Every detection maps inside the image, onto a crown: darker than the ground between
      // the trees, half a spacing (7 m) away diagonally (the orchard's crowns are dark on grass).
      const luminance = (x: number, y: number) => {
        const column = Math.min(decoded.info.width - 1, Math.max(0, Math.floor(x)));
        const row = Math.min(decoded.info.height - 1, Math.max(0, Math.floor(y)));
        const i = (row * decoded.info.width + column) * decoded.info.channels;
        const data = decoded.data;
        return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
      };
      // The orthophoto's 0.25 m pixels, analysed as they are.
      const offset = 2.5 / 0.25;
      let darker = 0;
      for (const tree of answer.trees) {
        const pixel = toReviewPixel(review, tree);
        expect(pixel.x).toBeGreaterThanOrEqual(0);
        expect(pixel.x).toBeLessThanOrEqual(review.width);
        expect(pixel.y).toBeGreaterThanOrEqual(0);
        expect(pixel.y).toBeLessThanOrEqual(review.height);
        const ground = [
          luminance(pixel.x + offset, pixel.y + offset),
          luminance(pixel.x - offset, pixel.y + offset),
          luminance(pixel.x + offset, pixel.y - offset),
          luminance(pixel.x - offset, pixel.y - offset),
        ];
        if (luminance(pixel.x, pixel.y) + 20 < Math.min(...ground)) darker++;
      }
      expect(darker).toBeGreaterThanOrEqual(0.9 * answer.trees.length);
    },
    DETECTION_TIMEOUT_MS,
  );

  it(
    "keeps the picker's detections as runs of their own, without an estate",
    async () => {
      const first = await pickerDetect();
      const second = await pickerDetect();
      expect(second.runId).not.toBe(first.runId);
      expect(second.trees).toEqual(first.trees);
      expect(await run(first.runId)).toMatchObject({
        ownerId,
        estateId: null,
        source: 'imagery',
        detected: first.trees.length,
        applied: false,
      });
      const image = await world.tiled.request({ url: first.review.imageUrl });
      expect(image.statusCode).toBe(200);
      const { width, height } = await sharp(image.rawBody).metadata();
      expect([width, height]).toEqual([first.review.width, first.review.height]);
      for (const tree of first.trees) {
        const pixel = toReviewPixel(first.review, tree);
        expect(pixel.x).toBeGreaterThan(0);
        expect(pixel.x).toBeLessThan(first.review.width);
        expect(pixel.y).toBeGreaterThan(0);
        expect(pixel.y).toBeLessThan(first.review.height);
        // The crowns the tiles drew stand where the map says (within a crown radius).
        expect(nearest(tree, world.tiles.truth)).toBeLessThan(1.5);
      }
    },
    DETECTION_TIMEOUT_MS,
  );

  it(
    'creates the reviewed trees: two removed, one added, and only once',
    async () => {
      const removed = [0, 5];
      const response = await apply(estate.id, answer.runId, { removed, added: [INSIDE] });
      expect(response.statusCode).toBe(200);
      const detected = answer.trees.length;
      expect(response.json()).toEqual({
        created: detected - 1,
        kept: detected - 2,
        removed: 2,
        added: 1,
      });

      const { trees } = await estates.trees(world.owner, estate.id);
      expect(trees).toHaveLength(detected - 1);
      const byPosition = new Map(
        trees.map((tree) => [`${tree.coordinates.lat},${tree.coordinates.lng}`, tree]),
      );
      answer.trees.forEach((detection, index) => {
        const tree = byPosition.get(`${detection.lat},${detection.lng}`);
        if (removed.includes(index)) {
          expect(tree).toBeUndefined();
        } else {
          expect(tree).toMatchObject({
            isAutoGenerated: true,
            detectionConfidence: detection.confidence,
          });
        }
      });
      expect(byPosition.get(`${INSIDE.lat},${INSIDE.lng}`)).toMatchObject({
        isAutoGenerated: false,
        detectionConfidence: null,
      });
      expect(new Set(trees.map((tree) => tree.title)).size).toBe(trees.length);
      const olives = trees.filter((tree) => tree.category === 'Olive Tree').length;
      expect(Math.abs(olives - (trees.length - olives))).toBeLessThanOrEqual(1);

      expect(await run(answer.runId)).toMatchObject({
        estateId: estate.id,
        kept: detected - 2,
        removed: 2,
        added: 1,
        applied: true,
      });

      const again = await apply(estate.id, answer.runId, { removed: [], added: [] });
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { error: DETECTION_ALREADY_APPLIED, code: 'detection-already-applied' },
      ]);
      expect((await estates.trees(world.owner, estate.id)).total).toBe(detected - 1);
    },
    DETECTION_TIMEOUT_MS,
  );

  it(
    'refuses a review that does not fit the run, and creates nothing',
    async () => {
      const picked = await pickerDetect();
      const count = picked.trees.length;
      const other = await orchardEstate();
      const refusals: [unknown, string][] = [
        [
          { removed: [1, count], added: [] },
          `removed[1] is not the index of a detected tree (this detection has ${count})`,
        ],
        [{ removed: [3, 4, 3], added: [] }, 'removed[2] repeats the index 3'],
        [
          { removed: [], added: [INSIDE, { lat: 37.02, lng: 22.11 }] },
          'added[1] must lie within the estate boundaries',
        ],
      ];
      for (const [review, error] of refusals) {
        const response = await apply(other.id, picked.runId, review);
        expect([response.statusCode, response.json<{ error: string }>().error]).toEqual([
          400,
          error,
        ]);
      }
      const negative = await apply(other.id, picked.runId, { removed: [-1], added: [] });
      expect(negative.statusCode).toBe(400);

      // The picker's run was made for the orchard: an estate of another boundary refuses it.
      const square = await estates.createEstate(world.owner);
      const changed = await apply(square.id, picked.runId, { removed: [], added: [] });
      expect([changed.statusCode, changed.json()]).toEqual([
        400,
        { error: DETECTION_BOUNDARY_CHANGED, code: 'detection-boundary-changed' },
      ]);
      expect((await estates.trees(world.owner, other.id)).total).toBe(0);
      expect(await run(picked.runId)).toMatchObject({ applied: false, estateId: null });

      // Still unapplied: the picker's run applies to the orchard estate, then belongs to it.
      const applied = await apply(other.id, picked.runId, { removed: [], added: [] });
      expect(applied.json()).toEqual({ created: count, kept: count, removed: 0, added: 0 });
      expect(await run(picked.runId)).toMatchObject({ applied: true, estateId: other.id });
    },
    DETECTION_TIMEOUT_MS,
  );

  it(
    "answers 404 for another owner's run or estate, and for a run of another estate",
    async () => {
      const picked = await pickerDetect();
      const mine = await orchardEstate();
      const theirs = await estates.createEstate(world.stranger, { boundaries: ORCHARD_BOUNDARY });
      const strangerRun = await pickerDetect(world.stranger);
      const estateRun = (await detect(estate.id)).json<ReviewedAnswer>();
      const empty = { removed: [], added: [] };
      const cases: [Promise<{ statusCode: number; json<T>(): T }>, string][] = [
        [apply(theirs.id, picked.runId, empty, world.stranger), DETECTION_NOT_FOUND],
        [apply(estate.id, picked.runId, empty, world.stranger), ESTATE_NOT_FOUND],
        [apply(mine.id, strangerRun.runId, empty), DETECTION_NOT_FOUND],
        // The orthophoto estate's run belongs to that estate only.
        [apply(mine.id, estateRun.runId, empty), DETECTION_NOT_FOUND],
        [apply(mine.id, 'not-a-run', empty), DETECTION_NOT_FOUND],
        [apply(mine.id, '00000000-0000-4000-8000-000000000000', empty), DETECTION_NOT_FOUND],
        [apply('0123456789abcdef01234567', picked.runId, empty), ESTATE_NOT_FOUND],
      ];
      for (const [pending, error] of cases) {
        const response = await pending;
        expect([response.statusCode, response.json<{ error: string }>().error]).toEqual([
          404,
          error,
        ]);
      }
      expect(await run(picked.runId)).toMatchObject({ applied: false });
      expect(await run(strangerRun.runId)).toMatchObject({ applied: false });
      expect(await run(estateRun.runId)).toMatchObject({ applied: false, estateId: estate.id });
      expect((await estates.trees(world.owner, mine.id)).total).toBe(0);
      expect((await estates.trees(world.stranger, theirs.id)).total).toBe(0);
      expect(isPointInPolygon(INSIDE, ORCHARD_BOUNDARY)).toBe(true);
    },
    DETECTION_TIMEOUT_MS,
  );

  describe('an estate created from the picker with its reviewed detection', () => {
    const create = (overrides: Record<string, unknown>, user: SignedInUser = world.owner) =>
      world.tiled.request({
        method: 'POST',
        url: '/api/estates',
        headers: user.auth,
        payload: newEstateBody({
          boundaries: ORCHARD_BOUNDARY,
          treeTypes: ['olive'],
          treeCount: 10,
          aiDetectionEnabled: true,
          ...overrides,
        }),
      });
    const estateCount = async (user: SignedInUser = world.owner) =>
      (await world.server.request({ url: '/api/estates', headers: user.auth })).json<{
        estates: unknown[];
      }>().estates.length;

    it(
      "gets the run's trees with the review applied, and the run is applied to it once",
      async () => {
        const picked = await pickerDetect();
        const count = picked.trees.length;
        const response = await create({
          detectionRunId: picked.runId,
          detectionReview: { removed: [2, 0], added: [INSIDE] },
        });
        expect(response.statusCode).toBe(201);
        const created = response.json<EstateJson>();
        expect(created.treeCount).toBe(count - 1);

        const { trees } = await estates.trees(world.owner, created.id);
        expect(trees).toHaveLength(count - 1);
        const positions = new Set(trees.map((t) => `${t.coordinates.lat},${t.coordinates.lng}`));
        picked.trees.forEach((detection, index) => {
          expect(positions.has(`${detection.lat},${detection.lng}`)).toBe(index > 2 || index === 1);
        });
        const added = trees.find((tree) => !tree.isAutoGenerated);
        expect(added).toMatchObject({ coordinates: INSIDE, detectionConfidence: null });
        expect(trees.filter((tree) => tree.isAutoGenerated)).toHaveLength(count - 2);
        expect(await run(picked.runId)).toMatchObject({
          estateId: created.id,
          kept: count - 2,
          removed: 2,
          added: 1,
          applied: true,
        });

        const before = await estateCount();
        const again = await create({ detectionRunId: picked.runId });
        expect([again.statusCode, again.json()]).toEqual([
          409,
          { error: DETECTION_ALREADY_APPLIED, code: 'detection-already-applied' },
        ]);
        expect(await estateCount()).toBe(before);
      },
      DETECTION_TIMEOUT_MS,
    );

    it(
      'keeps every detection when no review is sent, and ignores the run without AI detection',
      async () => {
        const picked = await pickerDetect();
        const manual = await create({ aiDetectionEnabled: false, detectionRunId: picked.runId });
        expect(manual.statusCode).toBe(201);
        expect((await estates.trees(world.owner, manual.json<EstateJson>().id)).total).toBe(0);
        expect(await run(picked.runId)).toMatchObject({ applied: false });

        const response = await create({ detectionRunId: picked.runId });
        expect(response.statusCode).toBe(201);
        const created = response.json<EstateJson>();
        expect(created.treeCount).toBe(picked.trees.length);
        expect(await run(picked.runId)).toMatchObject({
          kept: picked.trees.length,
          removed: 0,
          added: 0,
          applied: true,
        });
      },
      DETECTION_TIMEOUT_MS,
    );

    it(
      "refuses another owner's run, an estate's run, another boundary and an empty review, creating nothing",
      async () => {
        const picked = await pickerDetect();
        const estateRun = (await detect(estate.id)).json<ReviewedAnswer>();
        const everything = picked.trees.map((_, index) => index);
        const before = await estateCount();
        const strangerBefore = await estateCount(world.stranger);
        const refusals: [Promise<{ statusCode: number; json<T>(): T }>, number, string][] = [
          [create({ detectionRunId: picked.runId }, world.stranger), 404, DETECTION_NOT_FOUND],
          [create({ detectionRunId: estateRun.runId }), 404, DETECTION_NOT_FOUND],
          [create({ detectionRunId: 'nope' }), 404, DETECTION_NOT_FOUND],
          [
            create({ detectionRunId: picked.runId, boundaries: SQUARE_BOUNDARY }),
            400,
            DETECTION_BOUNDARY_CHANGED,
          ],
          [
            create({
              detectionRunId: picked.runId,
              detectionReview: { removed: everything, added: [] },
            }),
            400,
            DETECTION_REVIEW_EMPTY,
          ],
          [
            create({
              detectionRunId: picked.runId,
              detectionReview: { removed: [0, 0], added: [] },
            }),
            400,
            'removed[1] repeats the index 0',
          ],
          [
            create({
              detectionRunId: picked.runId,
              detectionReview: { removed: [], added: [{ lat: 37.0, lng: 22.1 }] },
            }),
            400,
            'added[0] must lie within the estate boundaries',
          ],
        ];
        for (const [pending, status, error] of refusals) {
          const response = await pending;
          expect([response.statusCode, response.json<{ error: string }>().error]).toEqual([
            status,
            error,
          ]);
        }
        expect(await estateCount()).toBe(before);
        expect(await estateCount(world.stranger)).toBe(strangerBefore);
        expect(await run(picked.runId)).toMatchObject({ applied: false, estateId: null });
      },
      DETECTION_TIMEOUT_MS,
    );
  });

  it(
    'reports the share of detections the owner kept as the AI detection accuracy',
    async () => {
      const grower = await api.user();
      const accuracy = async () =>
        (await world.server.request({ url: '/api/reports/summary', headers: grower.auth })).json<{
          performance: { aiDetectionAccuracy: number | null };
        }>().performance.aiDetectionAccuracy;
      expect(await accuracy()).toBeNull();

      // Detected but not reviewed yet: nothing to report.
      const first = await pickerDetect(grower);
      const count = first.trees.length;
      expect(await accuracy()).toBeNull();

      // The picker's run, reviewed in the wizard: three removed, one added.
      const response = await world.tiled.request({
        method: 'POST',
        url: '/api/estates',
        headers: grower.auth,
        payload: newEstateBody({
          boundaries: ORCHARD_BOUNDARY,
          aiDetectionEnabled: true,
          detectionRunId: first.runId,
          detectionReview: { removed: [0, 1, 2], added: [INSIDE] },
        }),
      });
      expect(response.statusCode).toBe(201);
      const round = (value: number) => Math.round(value * 10) / 10;
      expect(await accuracy()).toBe(round((100 * (count - 3)) / count));

      // Another run applied to that estate with nothing removed.
      const second = await pickerDetect(grower);
      const applied = await apply(
        response.json<EstateJson>().id,
        second.runId,
        { removed: [], added: [INSIDE] },
        grower,
      );
      expect(applied.statusCode).toBe(200);
      expect(await accuracy()).toBe(round((100 * (2 * count - 3)) / (2 * count)));

      // Trees created at once (create: true) were not reviewed: they do not count.
      const created = await detect(
        response.json<EstateJson>().id,
        { create: true },
        world.tiled,
        grower,
      );
      expect(created.statusCode).toBe(200);
      expect(await accuracy()).toBe(round((100 * (2 * count - 3)) / (2 * count)));
    },
    DETECTION_TIMEOUT_MS,
  );
});
