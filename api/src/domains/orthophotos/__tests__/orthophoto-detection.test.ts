import sharp from 'sharp';
import { describeApi } from '../../../test/harness';
import { ORCHARD_BOUNDARY } from '../../detection/synthetic/orchard-tiles';
import { SQUARE } from '../../estates/__tests__/fixtures';
import type { EstateJson } from '../../estates/__tests__/fixtures';
import { NO_IMAGERY, NO_ORTHOPHOTO } from '../service';
import { orchardInEgsa87, orchardInWgs84, writeGeoTiff } from './geotiff-writer';
import { orthophotoSuite, DETECTION_TIMEOUT_MS, expectMatches, filesIn } from './orthophoto-suite';
import type { Answer, OrthophotoJson } from './orthophoto-suite';

describeApi('estate orthophotos', (api) => {
  const { world, estates, orchardEstate, put, file, cornerParts, detect, get } =
    orthophotoSuite(api);

  describe('a GeoTIFF in EPSG:4326 (little endian, pixel scale + tiepoint, 0.15 m)', () => {
    let estate: EstateJson;
    const scene = orchardInWgs84(ORCHARD_BOUNDARY, { seed: 11, metresPerPixel: 0.15 });

    beforeAll(async () => {
      estate = await orchardEstate();
    });

    it('is stored as uploaded and described by its size, bounds and resolution', async () => {
      expect(await filesIn(world.orthophotosDir)).toEqual([]);
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
      const files = await filesIn(world.orthophotosDir);
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
        const snapshot = await world.server.request({ url: answer.snapshotUrl });
        expect(snapshot.statusCode).toBe(200);
        expect(snapshot.headers['content-type']).toBe('image/png');
      },
      DETECTION_TIMEOUT_MS,
    );

    it('is replaced by a new upload, whose file replaces the old one', async () => {
      const before = await filesIn(world.orthophotosDir);
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
      const after = await filesIn(world.orthophotosDir);
      expect(after).toHaveLength(before.length);
      expect(after.filter((name) => before.includes(name))).toEqual([]);
      expect(after[0]).toMatch(/\.png$/);
    });

    it('is deleted with its file', async () => {
      const response = await world.server.request({
        method: 'DELETE',
        url: `/api/estates/${estate.id}/orthophoto`,
        headers: world.owner.auth,
      });
      expect(response.statusCode).toBe(204);
      expect(await filesIn(world.orthophotosDir)).toEqual([]);
      const gone = await get(estate.id);
      expect([gone.statusCode, gone.json()]).toEqual([
        404,
        { error: NO_ORTHOPHOTO, code: expect.any(String) },
      ]);
      const again = await world.server.request({
        method: 'DELETE',
        url: `/api/estates/${estate.id}/orthophoto`,
        headers: world.owner.auth,
      });
      expect([again.statusCode, again.json()]).toEqual([
        404,
        { error: NO_ORTHOPHOTO, code: expect.any(String) },
      ]);
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

      const { trees, total } = await estates.trees(world.owner, estate.id);
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
      expect([none.statusCode, none.json()]).toEqual([
        503,
        { error: NO_IMAGERY, code: expect.any(String) },
      ]);
      const response = await detect(estate.id, undefined, world.tiled);
      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      expectMatches(answer, world.tiles.truth, world.tiles.spacingM);
      expect(answer.message).toMatch(/Aerial imagery at 0\.24 m per pixel\.$/);
    },
    DETECTION_TIMEOUT_MS,
  );

  it('refuses a boundary the orthophoto does not cover', async () => {
    const estate = await estates.createEstate(world.owner, { boundaries: SQUARE });
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
});
