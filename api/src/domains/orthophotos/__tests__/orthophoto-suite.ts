import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { AppConfig } from '../../../config';
import { testConfig } from '../../../test/app';
import type { TestServer } from '../../../test/app';
import { DATABASE_START_TIMEOUT_MS } from '../../../test/databases';
import type { ApiHarness } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { metresBetween } from '../../detection/imagery/georeference';
import { ORCHARD_BOUNDARY, startOrchardTiles } from '../../detection/synthetic/orchard-tiles';
import type { OrchardTiles } from '../../detection/synthetic/orchard-tiles';
import { estatesClient } from '../../estates/__tests__/fixtures';
import type { EstateJson } from '../../estates/__tests__/fixtures';
import type { DetectionResult } from '../../detection';
import { isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { multipartBody, sendRaw } from '../../trees/__tests__/fixtures';
import type { FormPart, RawResponse } from '../../trees/__tests__/fixtures';
import { orchardInWgs84 } from './geotiff-writer';

/** What the orthophoto suites share: answers, checks, and one set of servers and users. */

export interface OrthophotoJson {
  width: number;
  height: number;
  bounds: { north: number; south: number; east: number; west: number };
  metresPerPixel: number;
  uploadedAt: string;
}

export type Answer = DetectionResult & { created?: number };

export const DETECTION_TIMEOUT_MS = 90_000;

export function nearest(point: LatLng, candidates: readonly LatLng[]): number {
  let best = Infinity;
  for (const candidate of candidates) best = Math.min(best, metresBetween(point, candidate));
  return best;
}

/** Detections agree with the truth: count within 5 %, every tree on a crown, 95 % found. */
export function expectMatches(answer: Answer, truth: readonly LatLng[], spacingM: number) {
  const inside = truth.filter((point) => isPointInPolygon(point, ORCHARD_BOUNDARY));
  expect(inside.length).toBeGreaterThan(150);
  expect(Math.abs(answer.treesInBoundary - inside.length)).toBeLessThanOrEqual(
    0.05 * inside.length,
  );
  expect(answer.trees).toHaveLength(answer.treesInBoundary);
  for (const tree of answer.trees) {
    expect(nearest(tree, truth)).toBeLessThan(spacingM / 2);
    expect(isPointInPolygon(tree, ORCHARD_BOUNDARY)).toBe(true);
  }
  const found = inside.filter((crown) => nearest(crown, answer.trees) < spacingM / 2);
  expect(found.length).toBeGreaterThanOrEqual(0.95 * inside.length);
}

export async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

export interface OrthophotoWorld {
  orthophotosDir: string;
  snapshotsDir: string;
  /** No aerial imagery configured: orthophotos only. */
  server: TestServer;
  /** Uploads of at most 1 MB. */
  small: TestServer;
  /** Aerial imagery tiles configured, for estates without an orthophoto. */
  tiled: TestServer;
  tiles: OrchardTiles;
  owner: SignedInUser;
  stranger: SignedInUser;
}

/**
 * Starts the suite's servers and users before its tests (inside describeApi) and answers
 * them with the request helpers; `world` is filled in by then.
 */
export function orthophotoSuite(api: ApiHarness) {
  const world = {} as OrthophotoWorld;
  const estates = estatesClient(api);

  const config = (overrides: Partial<AppConfig> = {}): Partial<AppConfig> => ({
    orthophotosDir: world.orthophotosDir,
    detection: { ...testConfig().detection, imageryUrl: null, snapshotsDir: world.snapshotsDir },
    ...overrides,
  });

  beforeAll(async () => {
    world.orthophotosDir = await api.tempDir('gk-orthophotos-');
    world.snapshotsDir = await api.tempDir('gk-ortho-snapshots-');
    world.server = await api.startServer(config());
    world.small = await api.startServer(config({ orthophotoMaxBytes: 1024 * 1024 }));
    world.tiles = await startOrchardTiles({ boundary: ORCHARD_BOUNDARY, seed: 77 });
    world.tiled = await api.startServer({
      ...config(),
      detection: {
        ...testConfig().detection,
        imageryUrl: world.tiles.url,
        snapshotsDir: world.snapshotsDir,
      },
    });
    world.owner = await api.user();
    world.stranger = await api.user();
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(() => world.tiles?.close());

  const orchardEstate = (overrides: Record<string, unknown> = {}) =>
    estates.createEstate(world.owner, {
      boundaries: ORCHARD_BOUNDARY,
      treeTypes: ['olive', 'fig'],
      ...overrides,
    });

  const put = (
    estateId: string,
    parts: readonly FormPart[],
    { user = world.owner as SignedInUser | null, target = world.server } = {},
  ): Promise<RawResponse> => {
    const { body, contentType } = multipartBody(parts);
    return sendRaw(target, {
      method: 'PUT',
      url: `/api/estates/${estateId}/orthophoto`,
      headers: { 'content-type': contentType, ...(user ? user.auth : {}) },
      body,
    });
  };
  const file = (data: Buffer, filename = 'ortho.tif', contentType = 'image/tiff'): FormPart => ({
    name: 'file',
    filename,
    contentType,
    data,
  });
  const cornerParts = (bounds: Record<string, number | string>): FormPart[] =>
    Object.entries(bounds).map(([name, value]) => ({ name, value: String(value) }));
  const detect = (estateId: string, payload?: unknown, target = world.server, user = world.owner) =>
    target.request({
      method: 'POST',
      url: `/api/estates/${estateId}/detect-trees`,
      headers: user.auth,
      payload,
    });
  const get = (estateId: string, user = world.owner) =>
    world.server.request({ url: `/api/estates/${estateId}/orthophoto`, headers: user.auth });

  return { world, estates, orchardEstate, put, file, cornerParts, detect, get };
}

interface Review {
  imageUrl: string;
  width: number;
  height: number;
  pixelToLatLng: number[];
}

export type ReviewedAnswer = Answer & { runId: string; review: Review };

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
export function toReviewPixel(review: Review, point: LatLng): { x: number; y: number } {
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
export const SQUARE_BOUNDARY: LatLng[] = [
  { lat: 37.0095, lng: 22.1095 },
  { lat: 37.0095, lng: 22.1115 },
  { lat: 37.0112, lng: 22.1115 },
  { lat: 37.0112, lng: 22.1095 },
];

/** A point inside the orchard boundary, between the crowns of the detection. */
export const INSIDE: LatLng = { lat: 37.0105, lng: 22.11055 };

/**
 * The review suites' setup on top of orthophotoSuite: an estate of the orchard with a PNG
 * orthophoto of it (`reviewed.estate`, its owner's id `reviewed.ownerId`, both filled in
 * before the tests), the stored run of a detection, the picker's detection and the apply
 * request.
 */
export function reviewSuite(api: ApiHarness) {
  const suite = orthophotoSuite(api);
  const { world, orchardEstate, put, file, cornerParts } = suite;
  const reviewed = {} as { estate: EstateJson; ownerId: string };

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
    reviewed.estate = await orchardEstate();
    const scene = orchardInWgs84(ORCHARD_BOUNDARY, { seed: 41, metresPerPixel: 0.25 });
    const png = await sharp(Buffer.from(scene.rgb), {
      raw: { width: scene.width, height: scene.height, channels: 3 },
    })
      .png()
      .toBuffer();
    const upload = await put(reviewed.estate.id, [
      file(png, 'ortho.png', 'image/png'),
      ...cornerParts(scene.bounds),
    ]);
    expect(upload.statusCode).toBe(200);
    const [row] = await api.db.query<{ ownerId: string }>(
      'SELECT owner_id AS "ownerId" FROM estates WHERE id = $1',
      [reviewed.estate.id],
    );
    reviewed.ownerId = row!.ownerId;
  }, DETECTION_TIMEOUT_MS);

  return { ...suite, reviewed, run, pickerDetect, apply };
}
