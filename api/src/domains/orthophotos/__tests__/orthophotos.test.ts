import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { AppConfig } from '../../../config';
import { testConfig } from '../../../test/app';
import type { TestServer } from '../../../test/app';
import { DATABASE_START_TIMEOUT_MS } from '../../../test/databases';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { metresBetween } from '../../detection/imagery/georeference';
import { ORCHARD_BOUNDARY, startOrchardTiles } from '../../detection/synthetic/orchard-tiles';
import type { OrchardTiles } from '../../detection/synthetic/orchard-tiles';
import { SQUARE, estatesClient } from '../../estates/__tests__/fixtures';
import type { EstateJson } from '../../estates/__tests__/fixtures';
import type { DetectionResult } from '../../detection';
import { isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { multipartBody, sendRaw } from '../../trees/__tests__/fixtures';
import type { FormPart, RawResponse } from '../../trees/__tests__/fixtures';
import { NOT_AN_ORTHOPHOTO } from '../image';
import { NO_IMAGERY, NO_ORTHOPHOTO } from '../service';
import { orchardInEgsa87, orchardInWgs84, writeGeoTiff } from './geotiff-writer';

interface OrthophotoJson {
  width: number;
  height: number;
  bounds: { north: number; south: number; east: number; west: number };
  metresPerPixel: number;
  uploadedAt: string;
}

type Answer = DetectionResult & { created?: number };

const DETECTION_TIMEOUT_MS = 90_000;

function nearest(point: LatLng, candidates: readonly LatLng[]): number {
  let best = Infinity;
  for (const candidate of candidates) best = Math.min(best, metresBetween(point, candidate));
  return best;
}

/** Detections agree with the truth: count within 5 %, every tree on a crown, 95 % found. */
function expectMatches(answer: Answer, truth: readonly LatLng[], spacingM: number) {
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

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describeApi('estate orthophotos', (api) => {
  let orthophotosDir: string;
  let snapshotsDir: string;
  /** No aerial imagery configured: orthophotos only. */
  let server: TestServer;
  /** Uploads of at most 1 MB. */
  let small: TestServer;
  /** Aerial imagery tiles configured, for estates without an orthophoto. */
  let tiled: TestServer;
  let tiles: OrchardTiles;
  let owner: SignedInUser;
  let stranger: SignedInUser;

  const estates = estatesClient(api);

  const config = (overrides: Partial<AppConfig> = {}): Partial<AppConfig> => ({
    orthophotosDir,
    detection: { ...testConfig().detection, imageryUrl: null, snapshotsDir },
    ...overrides,
  });

  beforeAll(async () => {
    orthophotosDir = await api.tempDir('gk-orthophotos-');
    snapshotsDir = await api.tempDir('gk-ortho-snapshots-');
    server = await api.startServer(config());
    small = await api.startServer(config({ orthophotoMaxBytes: 1024 * 1024 }));
    tiles = await startOrchardTiles({ boundary: ORCHARD_BOUNDARY, seed: 77 });
    tiled = await api.startServer({
      ...config(),
      detection: { ...testConfig().detection, imageryUrl: tiles.url, snapshotsDir },
    });
    owner = await api.user();
    stranger = await api.user();
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(() => tiles?.close());

  const orchardEstate = (overrides: Record<string, unknown> = {}) =>
    estates.createEstate(owner, {
      boundaries: ORCHARD_BOUNDARY,
      treeTypes: ['olive', 'fig'],
      ...overrides,
    });

  const put = (
    estateId: string,
    parts: readonly FormPart[],
    { user = owner as SignedInUser | null, target = server } = {},
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
  const detect = (estateId: string, payload?: unknown, target = server, user = owner) =>
    target.request({
      method: 'POST',
      url: `/api/estates/${estateId}/detect-trees`,
      headers: user.auth,
      payload,
    });
  const get = (estateId: string, user = owner) =>
    server.request({ url: `/api/estates/${estateId}/orthophoto`, headers: user.auth });

  describe('a GeoTIFF in EPSG:4326 (little endian, pixel scale + tiepoint, 0.15 m)', () => {
    let estate: EstateJson;
    const scene = orchardInWgs84(ORCHARD_BOUNDARY, { seed: 11, metresPerPixel: 0.15 });

    beforeAll(async () => {
      estate = await orchardEstate();
    });

    it('is stored as uploaded and described by its size, bounds and resolution', async () => {
      expect(await filesIn(orthophotosDir)).toEqual([]);
      const tiff = writeGeoTiff({
        width: scene.width,
        height: scene.height,
        rgb: scene.rgb,
        littleEndian: true,
        epsg: 4326,
        pixelScale: [scene.pixelDegrees.lng, scene.pixelDegrees.lat],
        tiepoint: [scene.bounds.west, scene.bounds.north],
      });
      const response = await put(estate.id, [file(tiff)]);
      expect(response.statusCode).toBe(200);
      const { orthophoto } = response.json<{ orthophoto: OrthophotoJson }>();
      expect(orthophoto).toMatchObject({ width: scene.width, height: scene.height });
      expect(orthophoto.metresPerPixel).toBeCloseTo(0.15, 2);
      expect(orthophoto.bounds.north).toBeCloseTo(scene.bounds.north, 7);
      expect(orthophoto.bounds.south).toBeCloseTo(scene.bounds.south, 7);
      expect(orthophoto.bounds.east).toBeCloseTo(scene.bounds.east, 7);
      expect(orthophoto.bounds.west).toBeCloseTo(scene.bounds.west, 7);
      expect(Date.now() - Date.parse(orthophoto.uploadedAt)).toBeLessThan(60_000);

      const read = await get(estate.id);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ orthophoto });
      const files = await filesIn(orthophotosDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^[0-9a-f]{32}\.tif$/);
    });

    it(
      'is resampled to 0.25 m and the trees are found where they stand',
      async () => {
        const response = await detect(estate.id);
        expect(response.statusCode).toBe(200);
        const answer = response.json<Answer>();
        expectMatches(answer, scene.truth, scene.spacingM);
        expect(answer.created).toBeUndefined();
        expect(answer.message).toBe(
          `${answer.treesInBoundary} trees detected inside the boundary. Aerial imagery at 0.25 m per pixel (the estate's orthophoto).`,
        );
        expect(answer.snapshotUrl).toMatch(/^\/api\/openai-vision\/snapshots\/[0-9a-f]{32}\.png$/);
        const snapshot = await server.request({ url: answer.snapshotUrl });
        expect(snapshot.statusCode).toBe(200);
        expect(snapshot.headers['content-type']).toBe('image/png');
      },
      DETECTION_TIMEOUT_MS,
    );

    it('is replaced by a new upload, whose file replaces the old one', async () => {
      const before = await filesIn(orthophotosDir);
      const png = await sharp(Buffer.from(scene.rgb), {
        raw: { width: scene.width, height: scene.height, channels: 3 },
      })
        .png()
        .toBuffer();
      const response = await put(estate.id, [
        ...cornerParts(scene.bounds),
        file(png, 'ortho.png', 'image/png'),
      ]);
      expect(response.statusCode).toBe(200);
      const after = await filesIn(orthophotosDir);
      expect(after).toHaveLength(before.length);
      expect(after.filter((name) => before.includes(name))).toEqual([]);
      expect(after[0]).toMatch(/\.png$/);
    });

    it('is deleted with its file', async () => {
      const response = await server.request({
        method: 'DELETE',
        url: `/api/estates/${estate.id}/orthophoto`,
        headers: owner.auth,
      });
      expect(response.statusCode).toBe(204);
      expect(await filesIn(orthophotosDir)).toEqual([]);
      const gone = await get(estate.id);
      expect([gone.statusCode, gone.json()]).toEqual([404, { error: NO_ORTHOPHOTO }]);
      const again = await server.request({
        method: 'DELETE',
        url: `/api/estates/${estate.id}/orthophoto`,
        headers: owner.auth,
      });
      expect([again.statusCode, again.json()]).toEqual([404, { error: NO_ORTHOPHOTO }]);
    });
  });

  it(
    'detects on a big-endian GeoTIFF in EPSG:2100 (ModelTransformation, PixelIsPoint, 0.3 m kept)',
    async () => {
      const estate = await orchardEstate();
      const scene = orchardInEgsa87(ORCHARD_BOUNDARY, { seed: 21, metresPerPixel: 0.3 });
      const tiff = writeGeoTiff({
        width: scene.width,
        height: scene.height,
        rgb: scene.rgb,
        littleEndian: false,
        epsg: 2100,
        pixelIsPoint: true,
        // Pixel centres: raster (0, 0) is the centre of the top-left pixel.
        transformation: [
          0.3,
          0,
          0,
          scene.e0 + 0.15,
          0,
          -0.3,
          0,
          scene.n0 - 0.15,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          1,
        ],
      });
      const upload = await put(estate.id, [file(tiff)]);
      expect(upload.statusCode).toBe(200);
      const { orthophoto } = upload.json<{ orthophoto: OrthophotoJson }>();
      expect(orthophoto.metresPerPixel).toBeCloseTo(0.3, 2);
      // The grid box holds the boundary, 25 m and more from each edge.
      for (const point of ORCHARD_BOUNDARY) {
        expect(point.lat).toBeLessThan(orthophoto.bounds.north - 0.0002);
        expect(point.lat).toBeGreaterThan(orthophoto.bounds.south + 0.0002);
        expect(point.lng).toBeLessThan(orthophoto.bounds.east - 0.0002);
        expect(point.lng).toBeGreaterThan(orthophoto.bounds.west + 0.0002);
      }

      const response = await detect(estate.id, {});
      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      expectMatches(answer, scene.truth, scene.spacingM);
      expect(answer.message).toMatch(
        /Aerial imagery at 0\.30 m per pixel \(the estate's orthophoto\)\.$/,
      );
    },
    DETECTION_TIMEOUT_MS,
  );

  it(
    'detects on a PNG with its corners and creates one tree per detection',
    async () => {
      const estate = await orchardEstate();
      const scene = orchardInWgs84(ORCHARD_BOUNDARY, { seed: 31, metresPerPixel: 0.25 });
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
      const { orthophoto } = upload.json<{ orthophoto: OrthophotoJson }>();
      expect(orthophoto.bounds).toEqual({
        north: Number(scene.bounds.north.toFixed(7)),
        south: Number(scene.bounds.south.toFixed(7)),
        east: Number(scene.bounds.east.toFixed(7)),
        west: Number(scene.bounds.west.toFixed(7)),
      });
      expect(orthophoto.metresPerPixel).toBeCloseTo(0.25, 2);

      const response = await detect(estate.id, { create: true });
      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      expectMatches(answer, scene.truth, scene.spacingM);
      expect(answer.created).toBe(answer.treesInBoundary);

      const { trees, total } = await estates.trees(owner, estate.id);
      expect(total).toBe(answer.treesInBoundary);
      expect(new Set(trees.map((tree) => tree.textCode)).size).toBe(total);
      expect(trees.every((tree) => tree.isAutoGenerated)).toBe(true);
      const byPosition = new Map(answer.trees.map((t) => [`${t.lat},${t.lng}`, t.confidence]));
      for (const tree of trees) {
        const key = `${tree.coordinates.lat},${tree.coordinates.lng}`;
        expect(tree.detectionConfidence).toBe(byPosition.get(key));
        expect(Math.round((tree.detectionConfidence ?? -1) * 10_000) / 10_000).toBe(
          tree.detectionConfidence,
        );
      }
      const categories = trees.map((tree) => tree.category);
      const olives = categories.filter((category) => category === 'Olive Tree').length;
      expect(olives + categories.filter((category) => category === 'Fig Tree').length).toBe(total);
      expect(Math.abs(olives - (total - olives))).toBeLessThanOrEqual(1);
      expect(trees.map((tree) => tree.title)).toContain('Olive Tree 1');
      expect(trees.map((tree) => tree.title)).toContain('Fig Tree 1');
    },
    DETECTION_TIMEOUT_MS,
  );

  it(
    'detects on the aerial imagery when the estate has no orthophoto, else answers 503',
    async () => {
      const estate = await orchardEstate();
      const none = await detect(estate.id);
      expect([none.statusCode, none.json()]).toEqual([503, { error: NO_IMAGERY }]);
      const response = await detect(estate.id, undefined, tiled);
      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      expectMatches(answer, tiles.truth, tiles.spacingM);
      expect(answer.message).toMatch(/Aerial imagery at 0\.24 m per pixel\.$/);
    },
    DETECTION_TIMEOUT_MS,
  );

  it('refuses a boundary the orthophoto does not cover', async () => {
    const estate = await estates.createEstate(owner, { boundaries: SQUARE });
    const scene = orchardInWgs84(ORCHARD_BOUNDARY, { seed: 41, metresPerPixel: 0.5 });
    const png = await sharp({
      create: { width: scene.width, height: scene.height, channels: 3, background: '#769a4e' },
    })
      .png()
      .toBuffer();
    const upload = await put(estate.id, [
      ...cornerParts(scene.bounds),
      file(png, 'o.png', 'image/png'),
    ]);
    expect(upload.statusCode).toBe(200);
    const response = await detect(estate.id);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(
      /^The estate's orthophoto does not cover the whole boundary: it spans latitudes 37\.0\d+ to 37\.01\d+ and longitudes 22\.1\d+ to 22\.11\d+\./,
    );
  });

  describe('refusals', () => {
    let estate: EstateJson;
    const corners = { north: 37.0112, south: 37.0098, east: 22.1114, west: 22.1097 };
    let png: Buffer;

    beforeAll(async () => {
      estate = await orchardEstate();
      png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#769a4e' } })
        .png()
        .toBuffer();
    });

    const expectRefusal = async (response: RawResponse, status: number, error: string | RegExp) => {
      expect(response.statusCode).toBe(status);
      const body = response.json<{ error: string }>();
      if (typeof error === 'string') expect(body).toEqual({ error });
      else expect(body.error).toMatch(error);
    };

    it('takes the type from the bytes only', async () => {
      await expectRefusal(
        await put(estate.id, [file(Buffer.from('just some text\n'), 'ortho.tif')]),
        400,
        NOT_AN_ORTHOPHOTO,
      );
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      await expectRefusal(
        await put(estate.id, [...cornerParts(corners), file(svg, 'ortho.png', 'image/png')]),
        400,
        NOT_AN_ORTHOPHOTO,
      );
      const webp = await sharp(png).webp().toBuffer();
      await expectRefusal(
        await put(estate.id, [...cornerParts(corners), file(webp, 'o.png', 'image/png')]),
        400,
        NOT_AN_ORTHOPHOTO,
      );
      await expectRefusal(
        await put(estate.id, [...cornerParts(corners)]),
        400,
        'file is required: the orthophoto (GeoTIFF, PNG or JPEG)',
      );
    });

    it('asks for valid corners with a PNG or JPEG, naming the field', async () => {
      const withCorners = (fields: Record<string, number | string>) =>
        put(estate.id, [...cornerParts(fields), file(png, 'o.png', 'image/png')]);
      await expectRefusal(
        await withCorners({}),
        400,
        'north is required: A PNG orthophoto needs north, south, east and west, the WGS84 degrees of its edges',
      );
      const { west: _west, ...noWest } = corners;
      await expectRefusal(await withCorners(noWest), 400, /^west is required/);
      await expectRefusal(
        await withCorners({ ...corners, south: 'south-ish' }),
        400,
        'south must be a number of degrees (got "south-ish")',
      );
      await expectRefusal(
        await withCorners({ ...corners, north: 137 }),
        400,
        'north must be a latitude from -90 to 90',
      );
      await expectRefusal(
        await withCorners({ ...corners, east: 222 }),
        400,
        'east must be a longitude from -180 to 180',
      );
      await expectRefusal(
        await withCorners({ ...corners, north: corners.south }),
        400,
        'north must be greater than south',
      );
      await expectRefusal(
        await withCorners({ ...corners, east: 22.1 }),
        400,
        'east must be greater than west',
      );
      await expectRefusal(
        await put(estate.id, [{ name: 'caption', value: 'x' }, file(png, 'o.png', 'image/png')]),
        400,
        'Send only the fields file, north, south, east and west',
      );
      const jpeg = await sharp(png).jpeg().toBuffer();
      await expectRefusal(
        await put(estate.id, [file(jpeg, 'o.jpg', 'image/jpeg')]),
        400,
        /^north is required: A JPEG orthophoto/,
      );
    });

    it('names the coordinate system it cannot use', async () => {
      const tiff = writeGeoTiff({
        width: 32,
        height: 32,
        epsg: 32634,
        pixelScale: [0.3, 0.3],
        tiepoint: [500_000, 4_100_000],
      });
      await expectRefusal(
        await put(estate.id, [file(tiff)]),
        400,
        "The orthophoto's coordinate system EPSG:32634 is not supported. Use one of EPSG:4326 (WGS84 latitude/longitude), EPSG:3857 (Web Mercator), EPSG:2100 (Greek Grid / EGSA87).",
      );
    });

    it('refuses more than 10,000 pixels a side and more bytes than the limit (413)', async () => {
      const claimsHuge = writeGeoTiff({
        width: 20_000,
        height: 50,
        epsg: 4326,
        pixelScale: [1e-6, 1e-6],
        tiepoint: [22.11, 37.011],
        headerOnly: true,
      });
      await expectRefusal(
        await put(estate.id, [file(claimsHuge)]),
        413,
        /^The orthophoto must be at most 10,000 pixels on each side \(this one is 20,000 × 50\)/,
      );
      const wide = await sharp({
        create: { width: 10_001, height: 4, channels: 3, background: '#769a4e' },
      })
        .png()
        .toBuffer();
      await expectRefusal(
        await put(estate.id, [...cornerParts(corners), file(wide, 'w.png', 'image/png')]),
        413,
        /^The orthophoto must be at most 10,000 pixels on each side \(this one is 10,001 × 4\)/,
      );
      const noise = await sharp(
        Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => (Math.random() * 256) | 0)),
        {
          raw: { width: 700, height: 700, channels: 3 },
        },
      )
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(1024 * 1024);
      await expectRefusal(
        await put(estate.id, [...cornerParts(corners), file(noise, 'n.png', 'image/png')], {
          target: small,
        }),
        413,
        'The orthophoto must be at most 1 MB',
      );
      const nothing = await get(estate.id);
      expect([nothing.statusCode, nothing.json()]).toEqual([404, { error: NO_ORTHOPHOTO }]);
    });
  });

  it('is for the owner only: 401 without a token, 404 for others and unknown estates', async () => {
    const estate = await orchardEstate();
    const png = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#769a4e' },
    })
      .png()
      .toBuffer();
    const parts = [
      ...cornerParts({ north: 37.0112, south: 37.0098, east: 22.1114, west: 22.1097 }),
      file(png, 'o.png', 'image/png'),
    ];
    expect((await put(estate.id, parts)).statusCode).toBe(200);

    for (const id of [estate.id, 'f'.repeat(24), 'not-an-id']) {
      const user = id === estate.id ? stranger : owner;
      const responses = [
        await put(id, parts, { user }),
        await get(id, user),
        await server.request({
          method: 'DELETE',
          url: `/api/estates/${id}/orthophoto`,
          headers: user.auth,
        }),
        await detect(id, { create: true }, server, user),
      ];
      for (const response of responses) {
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: 'Estate not found' },
        ]);
      }
    }
    const anonymous = [
      await put(estate.id, parts, { user: null }),
      await server.request({ url: `/api/estates/${estate.id}/orthophoto` }),
      await server.request({ method: 'DELETE', url: `/api/estates/${estate.id}/orthophoto` }),
      await server.request({ method: 'POST', url: `/api/estates/${estate.id}/detect-trees` }),
    ];
    for (const response of anonymous) {
      expect([response.statusCode, response.json()]).toEqual([
        401,
        { error: 'Authentication required' },
      ]);
    }
    // The owner's orthophoto is untouched.
    expect((await get(estate.id)).statusCode).toBe(200);
    const invalid = await detect(estate.id, { create: 'yes' });
    expect(invalid.statusCode).toBe(400);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const docs = await server.request({ url: '/api/docs/json' });
    const paths = docs.json<{
      paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
    }>().paths;
    expect(Object.keys(paths['/api/estates/{id}/orthophoto'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
    expect(
      Object.keys(paths['/api/estates/{id}/orthophoto']?.put?.requestBody?.content ?? {}),
    ).toEqual(['multipart/form-data']);
    expect(paths['/api/estates/{id}/detect-trees']?.post).toBeDefined();
  });

  it('goes, file and all, when its estate is deleted', async () => {
    const estate = await orchardEstate();
    const png = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#769a4e' },
    })
      .png()
      .toBuffer();
    const before = await filesIn(orthophotosDir);
    const upload = await put(estate.id, [
      ...cornerParts({ north: 37.0112, south: 37.0098, east: 22.1114, west: 22.1097 }),
      file(png, 'o.png', 'image/png'),
    ]);
    expect(upload.statusCode).toBe(200);
    const added = (await filesIn(orthophotosDir)).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);

    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/estates/${estate.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM estate_orthophotos WHERE estate_id = $1',
      [estate.id],
    );
    expect(Number(rows[0]?.count)).toBe(0);
    // The file goes right after the commit (on PGlite's notification; once a minute otherwise).
    const deadline = Date.now() + 5000;
    while ((await filesIn(orthophotosDir)).includes(added[0] as string) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (api.databaseName === 'PGlite') {
      expect(await filesIn(orthophotosDir)).not.toContain(added[0]);
    }
  });
});
