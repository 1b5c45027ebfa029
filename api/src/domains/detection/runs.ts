/**
 * Detection runs (table detection_runs): every detection answered is kept with its owner,
 * its estate (none for the location picker's until an estate is created from them), the
 * boundary it looked inside and the trees it found. The owner reviews them (removes false
 * detections, adds missed trees) and the reviewed trees are created once; the run then
 * keeps how many were kept, removed and added, which the Reports page's accuracy sums.
 */
import { randomUUID } from 'node:crypto';
import { isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import type { Queryable } from '../../db';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { MAX_GENERATED_TREES } from '../estates';
import { boundaryKey } from './service';
import type { DetectedTree } from './service';

export const DETECTION_NOT_FOUND = 'Detection not found';
export const DETECTION_ALREADY_APPLIED = 'These detected trees were already created.';
export const DETECTION_BOUNDARY_CHANGED =
  'The boundary changed after the trees were detected. Detect the trees again.';

export type DetectionSource = 'imagery' | 'orthophoto';

export interface DetectionRun {
  id: string;
  ownerId: string;
  estateId: string | null;
  source: DetectionSource;
  boundaryKey: string;
  trees: DetectedTree[];
  detected: number;
  appliedAt: Date | null;
}

/** The owner's corrections: indexes of false detections, positions of missed trees. */
export interface DetectionReviewInput {
  removed: readonly number[];
  added: readonly LatLng[];
}

/** The trees a reviewed run creates: kept detections first, then the owner's additions. */
export interface ReviewedTrees {
  runId: string;
  points: LatLng[];
  /** The detection's confidence for kept ones, null for added ones. */
  confidences: (number | null)[];
  /** The last `added` points were placed by the owner (not auto-generated). */
  kept: number;
  removed: number;
  added: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRunId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * How long a detection may wait for its review. An unreviewed run older than this is
 * deleted when its owner detects again (its trees may be thousands of points); a reviewed
 * one is kept, since Reports' accuracy sums them.
 */
export const UNREVIEWED_RUN_DAYS = 7;

/** Keeps a detection as a run of `ownerId`'s and answers its id; drops their stale unreviewed runs. */
export async function saveDetectionRun(
  db: Queryable,
  run: {
    ownerId: string;
    estateId: string | null;
    source: DetectionSource;
    boundary: readonly LatLng[];
    trees: readonly DetectedTree[];
  },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `DELETE FROM detection_runs
      WHERE owner_id = $1 AND applied_at IS NULL
        AND created_at < now() - make_interval(days => $2)`,
    [run.ownerId, UNREVIEWED_RUN_DAYS],
  );
  const trees = run.trees.map(({ lat, lng, confidence }) => ({ lat, lng, confidence }));
  await db.query(
    `INSERT INTO detection_runs (id, owner_id, estate_id, source, boundary_key, trees, detected)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      id,
      run.ownerId,
      run.estateId,
      run.source,
      boundaryKey(run.boundary),
      JSON.stringify(trees),
      trees.length,
    ],
  );
  return id;
}

interface RunRow {
  id: string;
  ownerId: string;
  estateId: string | null;
  source: DetectionSource;
  boundaryKey: string;
  trees: DetectedTree[];
  detected: number;
  appliedAt: Date | null;
}

/** The owner's run (locked for the caller's transaction), or null. */
export async function findDetectionRun(
  db: Queryable,
  ownerId: string,
  runId: string,
  { lock = false } = {},
): Promise<DetectionRun | null> {
  if (!isRunId(runId)) return null;
  const [row] = await db.query<RunRow>(
    `SELECT id::text, owner_id AS "ownerId", estate_id AS "estateId", source,
            boundary_key AS "boundaryKey", trees, detected, applied_at AS "appliedAt"
       FROM detection_runs WHERE id = $1::uuid AND owner_id = $2
       ${lock ? 'FOR UPDATE' : ''}`,
    [runId.toLowerCase(), ownerId],
  );
  return row ?? null;
}

/**
 * The caller's run for `estateId` (null: an estate being created), locked, with the review
 * applied to its trees: 404 when it is not the caller's, 409 when its trees were already
 * created, 404 when it was made for another estate, 400 when the boundary is no longer the one it
 * looked inside or the review does not fit it.
 */
export async function reviewDetectionRun(
  tx: Queryable,
  ownerId: string,
  runId: string,
  {
    estateId,
    boundary,
    review,
  }: { estateId: string | null; boundary: readonly LatLng[]; review: DetectionReviewInput },
): Promise<ReviewedTrees> {
  const run = await findDetectionRun(tx, ownerId, runId, { lock: true });
  if (!run) throw notFound(DETECTION_NOT_FOUND);
  // The caller's own run: a second submission learns its trees exist (wherever they went).
  if (run.appliedAt !== null) throw new HttpError(409, DETECTION_ALREADY_APPLIED);
  if (run.estateId !== null && run.estateId !== estateId) throw notFound(DETECTION_NOT_FOUND);
  if (run.boundaryKey !== boundaryKey(boundary)) throw badRequest(DETECTION_BOUNDARY_CHANGED);
  return applyReview(run, review, boundary);
}

/** The run's trees without the removed ones, plus the added ones (checked). */
export function applyReview(
  run: Pick<DetectionRun, 'id' | 'trees'>,
  review: DetectionReviewInput,
  boundary: readonly LatLng[],
): ReviewedTrees {
  const count = run.trees.length;
  const removed = new Set<number>();
  review.removed.forEach((index, position) => {
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      throw badRequest(
        `removed[${position}] is not the index of a detected tree (this detection has ${count})`,
      );
    }
    if (removed.has(index)) throw badRequest(`removed[${position}] repeats the index ${index}`);
    removed.add(index);
  });
  review.added.forEach((point, position) => {
    if (!isPointInPolygon(point, boundary)) {
      throw badRequest(`added[${position}] must lie within the estate boundaries`);
    }
  });
  const kept = run.trees.filter((_, index) => !removed.has(index));
  const total = kept.length + review.added.length;
  if (total > MAX_GENERATED_TREES) {
    throw badRequest(
      `The reviewed detection has ${total} trees; at most ${MAX_GENERATED_TREES} can be created at once. Draw a smaller boundary.`,
    );
  }
  return {
    runId: run.id,
    points: [
      ...kept.map(({ lat, lng }) => ({ lat, lng })),
      ...review.added.map(({ lat, lng }) => ({ lat, lng })),
    ],
    confidences: [...kept.map((tree) => tree.confidence), ...review.added.map(() => null)],
    kept: kept.length,
    removed: removed.size,
    added: review.added.length,
  };
}

/** Marks the run applied to `estateId` with its counts; 409 when it already was. */
export async function markDetectionRunApplied(
  tx: Queryable,
  reviewed: ReviewedTrees,
  estateId: string,
): Promise<void> {
  const rows = await tx.query(
    `UPDATE detection_runs
        SET applied_at = now(), estate_id = $2, kept = $3, removed = $4, added = $5
      WHERE id = $1::uuid AND applied_at IS NULL
      RETURNING id`,
    [reviewed.runId, estateId, reviewed.kept, reviewed.removed, reviewed.added],
  );
  if (rows.length === 0) throw new HttpError(409, DETECTION_ALREADY_APPLIED);
}
