import type { LatLng } from '@grovekeeper/geo';
import type { Database, Queryable } from '../../db';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import {
  markDetectionRunApplied,
  PixelMapping,
  OrthophotoImagerySource,
  reviewDetectionRun,
  saveDetectionRun,
} from '../detection';
import type {
  DetectionResult,
  DetectionReviewInput,
  DetectionSource,
  ImagerySource,
  LocalTreeDetector,
} from '../detection';
import { MAX_GENERATED_TREES, requireBoundaries, requireEstate } from '../estates';
import type { Estate } from '../estates';
import { plantTrees } from '../trees';
import type { FileStorage } from '../../lib/storage';
import type { OrthophotoFileSweeper } from './file-sweeper';
import { inspectOrthophoto } from './image';
import * as orthophotos from './repository';
import type { OrthophotoRecord } from './repository';
import type { OrthophotoAnswer } from './schemas';
import { newOrthophotoKey, readStoredFile } from './storage';
import type { OrthophotoUpload } from './upload';

export const NO_ORTHOPHOTO = 'No orthophoto for this estate';
export const NO_IMAGERY =
  'AI detection has no imagery for this estate: upload an orthophoto of the estate, or ask ' +
  'the operator to set DETECTION_IMAGERY_URL to an aerial imagery tile service.';

export interface OrthophotoDeps {
  db: Database;
  storage: FileStorage;
  sweeper: OrthophotoFileSweeper;
  log: { warn(details: object, message: string): void };
}

/** What the routes answer about an orthophoto. */
export function describeOrthophoto(record: OrthophotoRecord): OrthophotoAnswer {
  const mapping = new PixelMapping({ epsg: record.epsg, transform: record.transform });
  const bounds = mapping.bounds(record.width, record.height);
  const size = mapping.pixelSize(record.width / 2, record.height / 2);
  const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
  return {
    width: record.width,
    height: record.height,
    bounds: {
      north: round(bounds.north, 7),
      south: round(bounds.south, 7),
      east: round(bounds.east, 7),
      west: round(bounds.west, 7),
    },
    metresPerPixel: round(Math.sqrt(size.x * size.y), 3),
    uploadedAt: record.createdAt.toISOString(),
  };
}

/**
 * Checks the upload, stores the file as it came, then records it (replacing the
 * estate's previous orthophoto, whose file is deleted after the commit). The file is
 * written first so a record always has its file; when recording fails (or the estate
 * vanished meanwhile) the file is removed again.
 */
export async function putOrthophoto(
  { db, storage, sweeper, log }: OrthophotoDeps,
  ownerId: string,
  estateId: string,
  upload: OrthophotoUpload,
): Promise<OrthophotoAnswer> {
  const inspected = await inspectOrthophoto(upload.data, upload.fields);
  const storageKey = newOrthophotoKey(inspected.format);
  await storage.put(storageKey, upload.data);
  let record: OrthophotoRecord;
  try {
    record = await db.transaction(async (tx) => {
      const estate = await requireEstate(tx, ownerId, estateId, { lock: true });
      return orthophotos.saveOrthophoto(tx, {
        estateId: estate.id,
        storageKey,
        format: inspected.format,
        sizeBytes: upload.data.length,
        width: inspected.width,
        height: inspected.height,
        epsg: inspected.georeference.epsg,
        transform: inspected.georeference.transform,
      });
    });
  } catch (error) {
    await storage.delete(storageKey).catch((cause: unknown) => {
      log.warn({ err: cause, key: storageKey }, 'Could not delete an orthophoto file');
    });
    throw error;
  }
  await sweeper.sweep();
  return describeOrthophoto(record);
}

export async function getOrthophoto(
  db: Queryable,
  ownerId: string,
  estateId: string,
): Promise<OrthophotoAnswer> {
  const estate = await requireEstate(db, ownerId, estateId);
  const record = await orthophotos.findOrthophoto(db, estate.id);
  if (!record) throw notFound(NO_ORTHOPHOTO);
  return describeOrthophoto(record);
}

/** Deletes the record, then (after the commit) its file. */
export async function deleteOrthophoto(
  { db, sweeper }: OrthophotoDeps,
  ownerId: string,
  estateId: string,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const estate = await requireEstate(tx, ownerId, estateId, { lock: true });
    return orthophotos.deleteOrthophoto(tx, estate.id);
  });
  if (!deleted) throw notFound(NO_ORTHOPHOTO);
  await sweeper.sweep();
}

export interface EstateDetectionDeps {
  db: Database;
  storage: FileStorage;
  detector: LocalTreeDetector;
  /** The configured aerial imagery (DETECTION_IMAGERY_URL), used when there is no orthophoto. */
  fallbackImagery: ImagerySource | null;
  maxImagePx: number;
}

export type EstateDetectionAnswer = DetectionResult & { runId?: string; created?: number };

/**
 * Runs the local detector on the estate's orthophoto (or on the configured aerial
 * imagery when it has none) inside the estate's boundary, and keeps it as a detection run
 * of the estate (`runId`) for the owner to review and apply. With `create` (API clients),
 * one tree per detection is added at once in one transaction, categories cycling through
 * the estate's tree types, numbered after the titles already in use; no run is kept then
 * (nobody reviewed it).
 */
export async function detectEstateTrees(
  deps: EstateDetectionDeps,
  ownerId: string,
  estateId: string,
  { create = false }: { create?: boolean } = {},
  /** Told the percent done between steps (a job's progress; it throws to stop the job). */
  step: (progress: number) => Promise<void> = async () => undefined,
): Promise<EstateDetectionAnswer> {
  const { db } = deps;
  const estate = await requireEstate(db, ownerId, estateId);
  const boundary = requireBoundaries(estate);
  const { imagery, source } = await imageryFor(deps, estate);
  await step(10);
  const result = await deps.detector.detectOn(imagery, boundary);
  // The last chance to stop before anything is written.
  await step(90);
  if (!create) {
    const runId = await saveDetectionRun(db, {
      ownerId,
      estateId: estate.id,
      source,
      boundary,
      trees: result.trees,
    });
    return { ...result, runId };
  }
  if (result.trees.length > MAX_GENERATED_TREES) {
    throw badRequest(
      `AI detection found ${result.trees.length} trees; at most ${MAX_GENERATED_TREES} can be created at once. Draw a smaller boundary.`,
    );
  }
  const created = await db.transaction(async (tx) => {
    // Locked, so concurrent generations number their titles one after the other.
    const locked = await requireEstate(tx, ownerId, estate.id, { lock: true });
    const points: LatLng[] = result.trees.map(({ lat, lng }) => ({ lat, lng }));
    const confidences = result.trees.map((tree) => tree.confidence);
    return plantTrees(tx, locked, points, confidences, { actorId: ownerId });
  });
  return { ...result, created: created.length };
}

export interface AppliedDetection {
  created: number;
  kept: number;
  removed: number;
  added: number;
}

/**
 * Creates the trees of the caller's detection run as the owner reviewed it, in one
 * transaction: the kept detections (auto-generated, with their confidence) then the added
 * trees (placed by the owner), categories cycling through the estate's tree types; the run
 * is marked applied with its counts. The run must be of this estate or the picker's.
 */
export async function applyDetectionRun(
  db: Database,
  ownerId: string,
  estateId: string,
  runId: string,
  review: DetectionReviewInput,
): Promise<AppliedDetection> {
  return db.transaction(async (tx) => {
    // Locked, so concurrent generations number their titles one after the other.
    const estate = await requireEstate(tx, ownerId, estateId, { lock: true });
    const reviewed = await reviewDetectionRun(tx, ownerId, runId, {
      estateId: estate.id,
      boundary: estate.boundaries,
      review,
    });
    const created = await plantTrees(tx, estate, reviewed.points, reviewed.confidences, {
      handPlaced: reviewed.added,
      actorId: ownerId,
    });
    await markDetectionRunApplied(tx, reviewed, estate.id);
    const { kept, removed, added } = reviewed;
    return { created: created.length, kept, removed, added };
  });
}

async function imageryFor(
  deps: EstateDetectionDeps,
  estate: Estate,
): Promise<{ imagery: ImagerySource; source: DetectionSource }> {
  const record = await orthophotos.findOrthophoto(deps.db, estate.id);
  if (!record) {
    if (!deps.fallbackImagery) throw new HttpError(503, NO_IMAGERY);
    return { imagery: deps.fallbackImagery, source: 'imagery' };
  }
  const imagery = new OrthophotoImagerySource({
    orthophoto: {
      format: record.format,
      width: record.width,
      height: record.height,
      georeference: { epsg: record.epsg, transform: record.transform },
    },
    maxImagePx: deps.maxImagePx,
    load: async () => {
      const data = await readStoredFile(deps.storage, record.storageKey);
      if (!data) {
        throw new HttpError(
          500,
          "The estate's orthophoto file is missing from storage. Please upload it again.",
        );
      }
      return data;
    },
  });
  return { imagery, source: 'orthophoto' };
}
