import sharp from 'sharp';
import type { AppConfig } from '../../../config';
import { testConfig } from '../../../test/app';
import type { TestServer } from '../../../test/app';
import { DATABASE_START_TIMEOUT_MS } from '../../../test/databases';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { newEstateBody } from '../../estates/__tests__/fixtures';
import type { EstateJson, TreeJson } from '../../estates/__tests__/fixtures';
import { SNAPSHOT_NOT_FOUND } from '../routes';
import { DETECTION_UNAVAILABLE } from '../service';
import type { DetectionResult } from '../service';
import { isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { NO_TREES_DETECTED } from '../../estates';
import type { ImagerySource } from '../imagery/imagery';
import { project, unproject } from '../imagery/mercator';
import {
  closedPortUrl,
  nearest,
  ORCHARD_BOUNDARY,
  startOrchardTiles,
} from '../synthetic/orchard-tiles';
import type { OrchardTiles } from '../synthetic/orchard-tiles';

/** A triangle inside the orchard's area that no detection has looked at yet. */
const TRIANGLE: LatLng[] = [
  { lat: 37.0101, lng: 22.1101 },
  { lat: 37.0103, lng: 22.1111 },
  { lat: 37.0108, lng: 22.1103 },
];

/** About 2.2 km × 2.2 km: far more than 4096 × 4096 pixels of 0.24 m. */
const HUGE: LatLng[] = [
  { lat: 37.0, lng: 22.1 },
  { lat: 37.0, lng: 22.125 },
  { lat: 37.02, lng: 22.125 },
  { lat: 37.02, lng: 22.1 },
];

/** Imagery of bare grass: nothing to find. */
const bareField: ImagerySource = {
  async fetch(boundary) {
    const zoom = 19;
    const width = 400;
    const height = 400;
    const data = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) data.set([118, 146, 78], i * 3);
    const origin = project(boundary[0] as LatLng, zoom);
    const left = origin.x - 200;
    const top = origin.y - 200;
    return {
      image: { width, height, data },
      metresPerPixel: 0.24,
      toLatLng: (p) => unproject({ x: left + p.x, y: top + p.y }, zoom),
      toPixel: (point) => {
        const world = project(point, zoom);
        return { x: world.x - left, y: world.y - top };
      },
    };
  },
};

const request = (boundaries: LatLng[]) => ({
  mapCenter: { lat: 37.0105, lng: 22.1105 },
  mapZoom: 18,
  mapTilt: 0,
  mapHeading: 0,
  boundaries,
});

const byPosition = (a: LatLng, b: LatLng) => a.lat - b.lat || a.lng - b.lng;

describeApi('local tree detection', (api) => {
  let tiles: OrchardTiles;
  let snapshotsDir: string;
  /** Detection on the orchard tiles. */
  let server: TestServer;
  /** Imagery configured, but nothing listens there. */
  let down: TestServer;
  /** Nothing configured: the harness's own server. */
  let bare: TestServer;
  /** An injected imagery source of bare ground. */
  let field: TestServer;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let first: DetectionResult;

  const detectionConfig = (imageryUrl: string | null): Partial<AppConfig> => ({
    detection: { ...testConfig().detection, imageryUrl, snapshotsDir },
  });

  beforeAll(async () => {
    snapshotsDir = await api.tempDir('gk-snapshots-');
    tiles = await startOrchardTiles({ boundary: ORCHARD_BOUNDARY, seed: 2024 });
    server = await api.startServer(detectionConfig(tiles.url));
    down = await api.startServer(detectionConfig(await closedPortUrl()));
    bare = api.server;
    field = await api.startServer(detectionConfig(null), { imagery: bareField });
    owner = await api.user();
    stranger = await api.user();
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(() => tiles?.close());

  const detect = (target: TestServer, boundaries: LatLng[], headers = owner.auth) =>
    target.request({
      method: 'POST',
      url: '/api/openai-vision/detect-trees',
      headers,
      payload: request(boundaries),
    });
  const createEstate = (target: TestServer, overrides: Record<string, unknown>) =>
    target.request({
      method: 'POST',
      url: '/api/estates',
      headers: owner.auth,
      payload: newEstateBody({
        boundaries: ORCHARD_BOUNDARY,
        treeTypes: ['olive', 'fig'],
        treeCount: 50,
        aiDetectionEnabled: true,
        ...overrides,
      }),
    });
  const estateCount = async (target: TestServer) =>
    (await target.request({ url: '/api/estates', headers: owner.auth })).json<{
      estates: EstateJson[];
    }>().estates.length;

  it('counts the trees inside the boundary within 5% and places them within half a spacing', async () => {
    const response = await detect(server, ORCHARD_BOUNDARY);
    expect(response.statusCode).toBe(200);
    first = response.json<DetectionResult>();
    const inside = tiles.truth.filter((point) => isPointInPolygon(point, ORCHARD_BOUNDARY));
    expect(inside.length).toBeGreaterThan(150);
    expect(Math.abs(first.treesInBoundary - inside.length)).toBeLessThanOrEqual(
      0.05 * inside.length,
    );
    expect(first.trees).toHaveLength(first.treesInBoundary);
    expect(first.message).toBe(
      `${first.treesInBoundary} trees detected inside the boundary. Aerial imagery at 0.24 m per pixel.`,
    );
    // Every tree stands on a real crown, and nearly every crown got its tree.
    for (const tree of first.trees) {
      expect(nearest(tree, tiles.truth)).toBeLessThan(tiles.spacingM / 2);
      expect(isPointInPolygon(tree, ORCHARD_BOUNDARY)).toBe(true);
      expect(tree.confidence).toBeGreaterThanOrEqual(0);
      expect(tree.confidence).toBeLessThanOrEqual(1);
      expect(Math.round(tree.confidence * 10_000) / 10_000).toBe(tree.confidence);
    }
    const found = inside.filter((crown) => nearest(crown, first.trees) < tiles.spacingM / 2);
    expect(found.length).toBeGreaterThanOrEqual(0.95 * inside.length);
    expect(first.snapshotUrl).toMatch(/^\/api\/openai-vision\/snapshots\/[0-9a-f]{32}\.png$/);
  });

  it('serves the snapshot PNG by its unguessable name, without sign-in', async () => {
    const response = await server.request({ url: first.snapshotUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=86400, immutable');
    expect(response.rawBody.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const { width, height, format } = await sharp(response.rawBody).metadata();
    expect(format).toBe('png');
    expect(Math.max(width, height)).toBeLessThanOrEqual(1024);
    expect(Math.min(width, height)).toBeGreaterThan(400);

    const unknown = await server.request({
      url: `/api/openai-vision/snapshots/${'0'.repeat(32)}.png`,
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: SNAPSHOT_NOT_FOUND, code: expect.any(String) },
    ]);
    const sneaky = await server.request({ url: '/api/openai-vision/snapshots/..%2Fjwt-secret' });
    expect(sneaky.statusCode).toBe(404);
    const elsewhere = await bare.request({ url: first.snapshotUrl });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('asks for a valid token before anything else', async () => {
    const anonymous = await server.request({
      method: 'POST',
      url: '/api/openai-vision/detect-trees',
      payload: request(ORCHARD_BOUNDARY),
    });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { error: 'Authentication required', code: 'authentication-required' },
    ]);
    const forged = await detect(server, ORCHARD_BOUNDARY, { authorization: 'Bearer nope' });
    expect(forged.statusCode).toBe(401);
    const invalidAnonymous = await server.request({
      method: 'POST',
      url: '/api/openai-vision/detect-trees',
      payload: { boundaries: [] },
    });
    expect(invalidAnonymous.statusCode).toBe(401);
  });

  it('answers 503 with how to turn detection on when no imagery is configured', async () => {
    const response = await detect(bare, ORCHARD_BOUNDARY);
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { error: DETECTION_UNAVAILABLE, code: expect.any(String) },
    ]);
    expect(DETECTION_UNAVAILABLE).toContain('DETECTION_IMAGERY_URL');
  });

  it('answers 502 naming the cause when the imagery service is down', async () => {
    const response = await detect(down, ORCHARD_BOUNDARY);
    expect(response.statusCode).toBe(502);
    expect(response.json<{ error: string }>().error).toMatch(
      /^The aerial imagery service failed: tile 19\/\d+\/\d+ could not be fetched \(connection refused\)\./,
    );
  });

  it('refuses a boundary too large for one detection, naming the limit', async () => {
    const before = tiles.hits.length;
    const response = await detect(server, HUGE);
    expect(response.statusCode).toBe(413);
    const { error } = response.json<{ error: string }>();
    expect(error).toContain('The boundary is too large for one AI detection');
    expect(error).toContain('at most 4096 × 4096 pixels');
    expect(error).toMatch(/\(\d+ ha\) at this latitude/);
    expect(tiles.hits.length).toBe(before);
  });

  it('creates one tree per detected crown with the estate, reusing the detection just made', async () => {
    const hitsBefore = tiles.hits.length;
    const response = await createEstate(server, {});
    expect(response.statusCode).toBe(201);
    const estate = response.json<EstateJson & { aiDetectionEnabled: boolean }>();
    expect(estate).toMatchObject({
      treeCount: first.treesInBoundary,
      aiDetectionEnabled: true,
      autoGenerateTrees: false,
    });
    expect(tiles.hits.length).toBe(hitsBefore); // the cached detection, not a new one

    const page = await server.request({
      url: `/api/estates/${estate.id}/trees?limit=10000`,
      headers: owner.auth,
    });
    const { trees, total } = page.json<{ trees: TreeJson[]; total: number }>();
    expect(total).toBe(first.treesInBoundary);
    const stored = trees
      .map((tree) => ({ ...tree.coordinates, confidence: tree.detectionConfidence }))
      .sort(byPosition);
    expect(stored).toEqual([...first.trees].sort(byPosition));
    for (const tree of trees) {
      expect(tree).toMatchObject({ isAutoGenerated: true, state: 'healthy' });
      expect(tree.textCode).toMatch(/^GK-[2-9A-HJKMNP-Z]{8}$/);
    }
    const detail = await server.request({ url: `/api/estates/${estate.id}`, headers: owner.auth });
    const counts = detail.json<EstateJson>().treeCountsByCategory ?? {};
    expect(Object.keys(counts).sort()).toEqual(['Fig Tree', 'Olive Tree']);
    expect(Math.abs((counts['Olive Tree'] ?? 0) - (counts['Fig Tree'] ?? 0))).toBeLessThanOrEqual(
      1,
    );
    expect(trees.map((tree) => tree.title)).toContain('Olive Tree 1');

    // Only the owner sees them.
    const foreign = await server.request({
      url: `/api/estates/${estate.id}/trees`,
      headers: stranger.auth,
    });
    expect([foreign.statusCode, foreign.json()]).toEqual([
      404,
      { error: 'Estate not found', code: 'estate-not-found' },
    ]);
  });

  it('detects at creation when the boundary was not analysed just before', async () => {
    const hitsBefore = tiles.hits.length;
    const response = await createEstate(server, { boundaries: TRIANGLE, treeTypes: ['almond'] });
    expect(response.statusCode).toBe(201);
    expect(tiles.hits.length).toBeGreaterThan(hitsBefore);
    const estate = response.json<EstateJson>();
    const { trees } = (
      await server.request({
        url: `/api/estates/${estate.id}/trees?limit=10000`,
        headers: owner.auth,
      })
    ).json<{ trees: TreeJson[] }>();
    const inside = tiles.truth.filter((point) => isPointInPolygon(point, TRIANGLE));
    expect(trees.length).toBe(estate.treeCount);
    expect(Math.abs(trees.length - inside.length)).toBeLessThanOrEqual(
      Math.max(2, 0.05 * inside.length),
    );
    for (const tree of trees) {
      expect(tree.category).toBe('Almond Tree');
      expect(tree.detectionConfidence).not.toBeNull();
      expect(nearest(tree.coordinates, tiles.truth)).toBeLessThan(tiles.spacingM / 2);
    }
  });

  it('creates nothing when detection fails, and says why', async () => {
    const before = await estateCount(server);
    const unreachable = await createEstate(down, {});
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json<{ error: string }>().error).toContain('connection refused');
    const unconfigured = await createEstate(bare, {});
    expect([unconfigured.statusCode, unconfigured.json()]).toEqual([
      503,
      { error: DETECTION_UNAVAILABLE, code: expect.any(String) },
    ]);
    const tooLarge = await createEstate(server, { boundaries: HUGE });
    expect(tooLarge.statusCode).toBe(413);
    const nothing = await createEstate(field, {});
    expect([nothing.statusCode, nothing.json()]).toEqual([
      400,
      { error: NO_TREES_DETECTED, code: expect.any(String) },
    ]);
    const both = await createEstate(server, { autoGenerateTrees: true });
    expect([both.statusCode, both.json()]).toEqual([
      400,
      {
        error: 'Choose either autoGenerateTrees or aiDetectionEnabled, not both',
        code: 'auto-and-ai-both',
      },
    ]);
    expect(await estateCount(server)).toBe(before);
  });

  it('answers an empty detection as zero trees with a snapshot', async () => {
    const response = await detect(field, ORCHARD_BOUNDARY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      treesInBoundary: 0,
      trees: [],
      message: 'No trees were detected inside the boundary. Aerial imagery at 0.24 m per pixel.',
    });
  });
});
