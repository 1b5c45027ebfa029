import sharp from 'sharp';
import { isPointInPolygon } from '@grovekeeper/geo';
import { describeApi } from '../../../test/harness';
import {
  DETECTION_ALREADY_APPLIED,
  DETECTION_BOUNDARY_CHANGED,
  DETECTION_NOT_FOUND,
} from '../../detection';
import { ORCHARD_BOUNDARY } from '../../detection/synthetic/orchard-tiles';
import { ESTATE_NOT_FOUND } from '../../estates';
import {
  DETECTION_TIMEOUT_MS,
  INSIDE,
  nearest,
  reviewSuite,
  toReviewPixel,
} from './orthophoto-suite';
import type { ReviewedAnswer } from './orthophoto-suite';

/** Detection runs on an orthophoto and in the picker, and their review applied to an estate. */
describeApi('the review of detected trees', (api) => {
  const { world, estates, orchardEstate, detect, reviewed, run, pickerDetect, apply } =
    reviewSuite(api);
  let answer: ReviewedAnswer;

  it(
    'keeps each detection on the orthophoto as a run and answers the clean image to review it on',
    async () => {
      const response = await detect(reviewed.estate.id);
      expect(response.statusCode).toBe(200);
      answer = response.json<ReviewedAnswer>();
      expect(answer.trees.length).toBeGreaterThan(150);
      expect(answer.runId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      expect(await run(answer.runId)).toEqual({
        ownerId: reviewed.ownerId,
        estateId: reviewed.estate.id,
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
        ownerId: reviewed.ownerId,
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
      const response = await apply(reviewed.estate.id, answer.runId, { removed, added: [INSIDE] });
      expect(response.statusCode).toBe(200);
      const detected = answer.trees.length;
      expect(response.json()).toEqual({
        created: detected - 1,
        kept: detected - 2,
        removed: 2,
        added: 1,
      });

      const { trees } = await estates.trees(world.owner, reviewed.estate.id);
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
        estateId: reviewed.estate.id,
        kept: detected - 2,
        removed: 2,
        added: 1,
        applied: true,
      });

      const again = await apply(reviewed.estate.id, answer.runId, { removed: [], added: [] });
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { error: DETECTION_ALREADY_APPLIED, code: 'detection-already-applied' },
      ]);
      expect((await estates.trees(world.owner, reviewed.estate.id)).total).toBe(detected - 1);
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
      const estateRun = (await detect(reviewed.estate.id)).json<ReviewedAnswer>();
      const empty = { removed: [], added: [] };
      const cases: [Promise<{ statusCode: number; json<T>(): T }>, string][] = [
        [apply(theirs.id, picked.runId, empty, world.stranger), DETECTION_NOT_FOUND],
        [apply(reviewed.estate.id, picked.runId, empty, world.stranger), ESTATE_NOT_FOUND],
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
      expect(await run(estateRun.runId)).toMatchObject({
        applied: false,
        estateId: reviewed.estate.id,
      });
      expect((await estates.trees(world.owner, mine.id)).total).toBe(0);
      expect((await estates.trees(world.stranger, theirs.id)).total).toBe(0);
      expect(isPointInPolygon(INSIDE, ORCHARD_BOUNDARY)).toBe(true);
    },
    DETECTION_TIMEOUT_MS,
  );
});
