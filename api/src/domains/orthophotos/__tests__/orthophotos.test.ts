import sharp from 'sharp';
import { describeApi } from '../../../test/harness';
import type { EstateJson } from '../../estates/__tests__/fixtures';
import type { RawResponse } from '../../trees/__tests__/fixtures';
import { NOT_AN_ORTHOPHOTO } from '../image';
import { NO_ORTHOPHOTO } from '../service';
import { writeGeoTiff } from './geotiff-writer';
import { orthophotoSuite, filesIn } from './orthophoto-suite';

describeApi('estate orthophotos', (api) => {
  const { world, orchardEstate, put, file, cornerParts, detect, get } = orthophotoSuite(api);

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
      if (typeof error === 'string') expect(body).toEqual({ error, code: expect.any(String) });
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
          target: world.small,
        }),
        413,
        'The orthophoto must be at most 1 MB',
      );
      const nothing = await get(estate.id);
      expect([nothing.statusCode, nothing.json()]).toEqual([
        404,
        { error: NO_ORTHOPHOTO, code: expect.any(String) },
      ]);
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
      const user = id === estate.id ? world.stranger : world.owner;
      const responses = [
        await put(id, parts, { user }),
        await get(id, user),
        await world.server.request({
          method: 'DELETE',
          url: `/api/estates/${id}/orthophoto`,
          headers: user.auth,
        }),
        await detect(id, { create: true }, world.server, user),
      ];
      for (const response of responses) {
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: 'Estate not found', code: 'estate-not-found' },
        ]);
      }
    }
    const anonymous = [
      await put(estate.id, parts, { user: null }),
      await world.server.request({ url: `/api/estates/${estate.id}/orthophoto` }),
      await world.server.request({ method: 'DELETE', url: `/api/estates/${estate.id}/orthophoto` }),
      await world.server.request({ method: 'POST', url: `/api/estates/${estate.id}/detect-trees` }),
    ];
    for (const response of anonymous) {
      expect([response.statusCode, response.json()]).toEqual([
        401,
        { error: 'Authentication required', code: 'authentication-required' },
      ]);
    }
    // The owner's orthophoto is untouched.
    expect((await get(estate.id)).statusCode).toBe(200);
    const invalid = await detect(estate.id, { create: 'yes' });
    expect(invalid.statusCode).toBe(400);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const docs = await world.server.request({ url: '/api/docs/json' });
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
    const before = await filesIn(world.orthophotosDir);
    const upload = await put(estate.id, [
      ...cornerParts({ north: 37.0112, south: 37.0098, east: 22.1114, west: 22.1097 }),
      file(png, 'o.png', 'image/png'),
    ]);
    expect(upload.statusCode).toBe(200);
    const added = (await filesIn(world.orthophotosDir)).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);

    const deleted = await world.server.request({
      method: 'DELETE',
      url: `/api/estates/${estate.id}`,
      headers: world.owner.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM estate_orthophotos WHERE estate_id = $1',
      [estate.id],
    );
    expect(Number(rows[0]?.count)).toBe(0);
    // The file goes right after the commit (on PGlite's notification; once a minute otherwise).
    const deadline = Date.now() + 5000;
    while (
      (await filesIn(world.orthophotosDir)).includes(added[0] as string) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (api.databaseName === 'PGlite') {
      expect(await filesIn(world.orthophotosDir)).not.toContain(added[0]);
    }
  });
});
