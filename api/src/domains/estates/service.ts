import { centroidOf, isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import type { Database, Queryable } from '../../db';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { requireEstateAccess, requireEstateRight } from '../../lib/access';
import { isId, newId } from '../../lib/ids';
import type { DeletionLog, EstateDeletionHooks } from './deletion';
import { PlacementError, randomPoints } from './placement';
import * as estates from './repository';
import type { Estate, EstateDetail, NewEstate } from './schemas';
import type { EstateTreesPort } from './trees-port';
import {
  MAX_GENERATED_TREES,
  parseBoundary,
  parseTreeTypes,
  requireAddress,
  requireLandArea,
  requireName,
} from './validation';

export const ESTATE_NOT_FOUND = 'Estate not found';
export const OUTSIDE_BOUNDARY = 'Tree must be placed within the estate boundaries';

/** The owner's estate, or 404 (also for malformed ids and other owners' estates). */
export async function requireEstate(
  db: Queryable,
  ownerId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Estate> {
  const estate = isId(id) ? await estates.findEstate(db, ownerId, id, options) : null;
  if (!estate) throw notFound(ESTATE_NOT_FOUND);
  return estate;
}

/**
 * The user's estates (owned and those they are a member of, each with their role), newest
 * first; with a search, those whose name or address contains it.
 */
export const listEstates = (db: Database, userId: string, search?: string) =>
  estates.listEstates(db, userId, search?.trim() || undefined);

/**
 * The estate with the number of its trees in each category as GET /estates/:id sends it,
 * with the caller's `role`, serialised by `serialize` (the route's own serializer):
 * counted by the trees domain, which may answer from its copy in memory (kept per estate,
 * under its owner's id, for every member). 404 for anyone neither owner nor member.
 */
export async function estateDetailJson(
  db: Database,
  trees: Pick<EstateTreesPort, 'detailJson'>,
  userId: string,
  id: string,
  serialize: (detail: EstateDetail) => string,
): Promise<string> {
  const { role, ownerId } = await requireEstateAccess(db, userId, id, 'view');
  const json = await trees.detailJson(
    db,
    ownerId,
    id,
    () => estates.findEstateWithTreesVersion(db, ownerId, id),
    serialize,
  );
  // The copy is shared by every member: the caller's role goes in front of it.
  return `{"role":${JSON.stringify(role)},${json.slice(1)}`;
}

export const NO_TREES_DETECTED =
  'AI detection found no trees inside the boundary. Untick AI detection and enter the number of trees yourself.';

/** A tree found by AI detection: where, and how sure (0..1). */
export interface DetectedTree {
  lat: number;
  lng: number;
  confidence: number;
}

export const DETECTION_REVIEW_EMPTY =
  'The review left no trees. Add the trees on the image, or untick AI detection and enter the number of trees yourself.';

/** The trees of a reviewed detection run: kept detections first, then the owner's additions. */
export interface ReviewedDetection {
  runId: string;
  points: LatLng[];
  /** The detection's confidence for kept ones, null for added ones. */
  confidences: (number | null)[];
  kept: number;
  removed: number;
  /** The last `added` points were placed by the owner. */
  added: number;
}

/**
 * The location picker's detection runs, as estate creation needs them (the detection
 * domain keeps them; app.ts hands them in, so estates imports no detection).
 */
export interface DetectionRunsPort {
  /**
   * The caller's estate-less run with the owner's review applied, locked in `tx`: 404
   * 'Detection not found', 409 when already applied, 400 when `boundary` is not the one
   * it looked inside or the review does not fit.
   */
  review(
    tx: Queryable,
    ownerId: string,
    runId: string,
    boundary: readonly LatLng[],
    review: { removed: readonly number[]; added: readonly LatLng[] },
  ): Promise<ReviewedDetection>;
  /** Marks the run applied to the new estate with its counts (409 when it already was). */
  markApplied(tx: Queryable, reviewed: ReviewedDetection, estateId: string): Promise<void>;
}

export interface CreateEstateOptions {
  /** Plants the trees of an estate created with autoGenerateTrees or aiDetectionEnabled. */
  trees: Pick<EstateTreesPort, 'plant'>;
  /**
   * The trees AI detection finds inside a boundary (the picker's recent answer for the
   * same boundary when there is one). Its failures are readable HttpErrors.
   */
  detectTrees?: (boundary: LatLng[]) => Promise<DetectedTree[]>;
  /** The picker's detection runs, for estates created with a `detectionRunId`. */
  detectionRuns?: DetectionRunsPort;
}

/**
 * Creates the estate and, when asked, its trees in the same transaction: `treeCount`
 * trees at random with autoGenerateTrees, or one tree per detected crown with
 * aiDetectionEnabled (then `treeCount` becomes the number of trees found). With
 * aiDetectionEnabled and a `detectionRunId` (the picker's run the owner reviewed), the
 * trees are that run's with `detectionReview` applied, and the run is marked applied to
 * the new estate. When detection or the review fails nothing is created.
 */
export async function createEstate(
  db: Database,
  ownerId: string,
  body: NewEstate,
  options: CreateEstateOptions,
): Promise<Estate> {
  const name = requireName(body.name);
  const address = requireAddress(body.address);
  const landArea = requireLandArea(body.landArea);
  const treeTypes = parseTreeTypes(body.treeTypes);
  const boundaries = parseBoundary(body.boundaries);
  const autoGenerateTrees = body.autoGenerateTrees ?? false;
  if (autoGenerateTrees && body.treeCount > MAX_GENERATED_TREES) {
    throw badRequest(
      `treeCount must be at most ${MAX_GENERATED_TREES} when autoGenerateTrees is true`,
    );
  }
  const aiDetectionEnabled = body.aiDetectionEnabled ?? false;
  if (autoGenerateTrees && aiDetectionEnabled) {
    throw badRequest('Choose either autoGenerateTrees or aiDetectionEnabled, not both');
  }
  // Place or detect the trees before opening the transaction: no rows are locked while
  // the imagery is fetched and analysed.
  let points: LatLng[] = [];
  let confidences: (number | null)[] | undefined;
  const runId = aiDetectionEnabled ? body.detectionRunId : undefined;
  const { detectionRuns } = options;
  if (runId !== undefined && !detectionRuns) {
    throw new HttpError(503, 'AI detection is not available');
  }
  if (autoGenerateTrees) {
    points = place(() => randomPoints(boundaries, body.treeCount));
  } else if (aiDetectionEnabled && runId === undefined) {
    const detected = await detectedTrees(boundaries, options);
    points = detected.map(({ lat, lng }) => ({ lat, lng }));
    confidences = detected.map((tree) => tree.confidence);
  }
  return db.transaction(async (tx) => {
    let reviewed: ReviewedDetection | null = null;
    if (runId !== undefined && detectionRuns) {
      reviewed = await detectionRuns.review(
        tx,
        ownerId,
        runId,
        boundaries,
        body.detectionReview ?? { removed: [], added: [] },
      );
      if (reviewed.points.length === 0) throw badRequest(DETECTION_REVIEW_EMPTY);
      points = reviewed.points;
      confidences = reviewed.confidences;
    }
    const estate = await estates.insertEstate(tx, {
      id: newId(),
      ownerId,
      name,
      address,
      treeCount: aiDetectionEnabled ? points.length : body.treeCount,
      landArea,
      treeTypes,
      coordinates: body.coordinates ?? (centroidOf(boundaries) as LatLng),
      boundaries,
      autoGenerateTrees,
      aiDetectionEnabled,
    });
    if (points.length > 0) {
      await options.trees.plant(tx, estate, points, confidences, {
        handPlaced: reviewed?.added ?? 0,
        actorId: ownerId,
      });
    }
    if (reviewed && detectionRuns) await detectionRuns.markApplied(tx, reviewed, estate.id);
    return estate;
  });
}

async function detectedTrees(
  boundaries: LatLng[],
  { detectTrees }: CreateEstateOptions,
): Promise<DetectedTree[]> {
  if (!detectTrees) throw new HttpError(503, 'AI detection is not available');
  const trees = await detectTrees(boundaries);
  if (trees.length === 0) throw badRequest(NO_TREES_DETECTED);
  if (trees.length > MAX_GENERATED_TREES) {
    throw badRequest(
      `AI detection found ${trees.length} trees; at most ${MAX_GENERATED_TREES} can be created with an estate. Draw a smaller boundary.`,
    );
  }
  return trees;
}

/** Renames the estate: its owner and managers (403 for other members, 404 for strangers). */
export async function renameEstate(
  db: Database,
  userId: string,
  id: string,
  rawName: string,
): Promise<Estate> {
  const { role, ownerId } = await requireEstateAccess(db, userId, id, 'editEstate');
  const name = requireName(rawName);
  const estate = await estates.renameEstate(db, ownerId, id, name);
  if (!estate) throw notFound(ESTATE_NOT_FOUND);
  return { ...estate, role };
}

/**
 * Removes the estate in one transaction (its trees, photos and harvests, and what other
 * domains keep of it, go by cascade): the estate is locked, the registered guards may
 * refuse or prepare (rentals: 409 while a rental contract of the estate is signed or
 * active, else its unsigned contracts go now), the cleanups note what to remove after the
 * commit (the photo files). Files go after the commit: a failed commit must not lose files
 * still referenced, and an orphaned file is harmless.
 */
export async function deleteEstate(
  db: Database,
  ownerId: string,
  id: string,
  { guards = [], cleanups = [] }: EstateDeletionHooks,
  log: DeletionLog,
): Promise<void> {
  const afterCommit = await db.transaction(async (tx) => {
    // Only its owner deletes an estate (403 for members, 404 for anyone else).
    await requireEstateRight(tx, ownerId, id, 'ownEstate');
    const estate = await requireEstate(tx, ownerId, id, { lock: true });
    for (const guard of guards) await guard(tx, estate.id, ownerId);
    const work = [];
    for (const cleanup of cleanups) work.push(await cleanup(tx, estate.id));
    await estates.deleteEstate(tx, ownerId, estate.id);
    return work;
  });
  for (const work of afterCommit) await work(log);
}

/** Runs a placement of trees; a boundary it cannot fill answers 400 with the reason. */
export function place(layout: () => LatLng[]): LatLng[] {
  try {
    return layout();
  } catch (error) {
    if (error instanceof PlacementError) throw badRequest(error.message);
    throw error;
  }
}

export function requireBoundaries(estate: Estate): LatLng[] {
  if (estate.boundaries.length < 3) throw badRequest("Estate doesn't have defined boundaries");
  return estate.boundaries;
}

export function requireInside(point: LatLng, boundaries: readonly LatLng[]): void {
  if (!isPointInPolygon(point, boundaries)) throw new HttpError(400, OUTSIDE_BOUNDARY);
}
