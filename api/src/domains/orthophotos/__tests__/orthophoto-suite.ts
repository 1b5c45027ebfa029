import { readdir } from 'node:fs/promises';
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
import type { DetectionResult } from '../../detection';
import { isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { multipartBody, sendRaw } from '../../trees/__tests__/fixtures';
import type { FormPart, RawResponse } from '../../trees/__tests__/fixtures';

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
