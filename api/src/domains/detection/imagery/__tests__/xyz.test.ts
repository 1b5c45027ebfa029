import { HttpError } from '../../../../lib/http-errors';
import type { LatLng } from '@grovekeeper/geo';
import {
  closedPortUrl,
  metresBetween,
  ORCHARD_BOUNDARY,
  startOrchardTiles,
} from '../../synthetic/orchard-tiles';
import type { OrchardTiles } from '../../synthetic/orchard-tiles';
import { project } from '../mercator';
import { runLimited, tilesCovering, XyzImagerySource } from '../xyz';
import type { XyzImageryOptions } from '../xyz';

const source = (urlTemplate: string, overrides: Partial<XyzImageryOptions> = {}) =>
  new XyzImagerySource({
    urlTemplate,
    maxZoom: 19,
    timeoutMs: 3000,
    concurrency: 3,
    maxImagePx: 4096,
    ...overrides,
  });

/** The HttpError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('XYZ tile imagery', () => {
  let tiles: OrchardTiles;

  beforeAll(async () => {
    tiles = await startOrchardTiles({ boundary: ORCHARD_BOUNDARY, seed: 7, delayMs: 15 });
  });

  afterAll(() => tiles?.close());

  it('stitches the tiles around the boundary at about 0.24 m per pixel, pixel for pixel', async () => {
    const before = tiles.hits.length;
    const imagery = source(tiles.url);
    const geo = await imagery.fetch(ORCHARD_BOUNDARY);
    expect(geo.zoom).toBe(19);
    expect(geo.metresPerPixel).toBeCloseTo(0.2384, 3);
    // The bounding box (≈ 115 m × 111 m) and 10 m on every side.
    expect(geo.image.width * geo.metresPerPixel).toBeGreaterThan(130);
    expect(geo.image.width * geo.metresPerPixel).toBeLessThan(140);
    expect(geo.image.height).toBeGreaterThan(500);
    expect(geo.image.data).toHaveLength(geo.image.width * geo.image.height * 3);
    // Each tile once, at most three in flight at once.
    const expected = tilesCovering(imagery.pixelArea(ORCHARD_BOUNDARY));
    expect(expected.length).toBeGreaterThanOrEqual(9);
    expect(tiles.hits.slice(before).sort()).toEqual(
      expected.map(({ x, y }) => `/19/${x}/${y}.png`).sort(),
    );
    expect(tiles.maxInFlight).toBeLessThanOrEqual(3);
    expect(tiles.maxInFlight).toBeGreaterThan(1);

    // Every pixel is the orchard's pixel at the same world position (PNG is lossless).
    const corner = geo.toPixel(ORCHARD_BOUNDARY[0] as LatLng);
    const world = project(ORCHARD_BOUNDARY[0] as LatLng, 19);
    const offsetX = Math.round(world.x - 0.5 - corner.x) - tiles.scene.left;
    const offsetY = Math.round(world.y - 0.5 - corner.y) - tiles.scene.top;
    let mismatches = 0;
    for (let y = 0; y < geo.image.height; y += 7) {
      for (let x = 0; x < geo.image.width; x += 5) {
        const from = ((y + offsetY) * tiles.scene.width + (x + offsetX)) * 3;
        const to = (y * geo.image.width + x) * 3;
        for (let c = 0; c < 3; c++) {
          if (geo.image.data[to + c] !== tiles.scene.rgb[from + c]) mismatches++;
        }
      }
    }
    expect(mismatches).toBe(0);
  });

  it('maps pixels to WGS84 and back, with the boundary inside the image', async () => {
    const geo = await source(tiles.url).fetch(ORCHARD_BOUNDARY);
    for (const point of ORCHARD_BOUNDARY) {
      const pixel = geo.toPixel(point);
      expect(pixel.x).toBeGreaterThan(30);
      expect(pixel.y).toBeGreaterThan(30);
      expect(pixel.x).toBeLessThan(geo.image.width - 30);
      expect(pixel.y).toBeLessThan(geo.image.height - 30);
      expect(metresBetween(geo.toLatLng(pixel), point)).toBeLessThan(0.001);
    }
    const a = geo.toLatLng({ x: 100, y: 100 });
    const b = geo.toLatLng({ x: 200, y: 100 });
    expect(metresBetween(a, b)).toBeCloseTo(100 * geo.metresPerPixel, 2);
  });

  it.each(['jpeg', 'webp'] as const)('decodes %s tiles', async (format) => {
    const other = await startOrchardTiles({ boundary: ORCHARD_BOUNDARY, seed: 7, format });
    try {
      const geo = await source(other.url).fetch(ORCHARD_BOUNDARY);
      const png = await source(tiles.url).fetch(ORCHARD_BOUNDARY);
      expect([geo.image.width, geo.image.height]).toEqual([png.image.width, png.image.height]);
      let difference = 0;
      for (let i = 0; i < png.image.data.length; i += 101) {
        difference += Math.abs(geo.image.data[i]! - png.image.data[i]!);
      }
      expect(difference / (png.image.data.length / 101)).toBeLessThan(6);
    } finally {
      await other.close();
    }
  });

  it('refuses a boundary that needs more than the pixel limit, naming the limit', async () => {
    const large: LatLng[] = [
      { lat: 37.0, lng: 22.1 },
      { lat: 37.0, lng: 22.125 },
      { lat: 37.02, lng: 22.125 },
      { lat: 37.02, lng: 22.1 },
    ];
    const before = tiles.hits.length;
    const error = await failure(source(tiles.url).fetch(large));
    expect(error.statusCode).toBe(413);
    expect(error.message).toMatch(
      /^The boundary is too large for one AI detection: it spans about 2,22\d m × 2,22\d m, and one detection covers at most 4096 × 4096 pixels of 0\.24 m, about 9\d\d m × 9\d\d m \(\d\d ha\) at this latitude\./,
    );
    expect(tiles.hits.length).toBe(before); // refused before fetching anything
    const small = await failure(source(tiles.url, { maxImagePx: 512 }).fetch(ORCHARD_BOUNDARY));
    expect(small.message).toContain('at most 512 × 512 pixels');
  });

  it('answers 502 naming the cause when the service cannot be reached', async () => {
    const error = await failure(source(await closedPortUrl()).fetch(ORCHARD_BOUNDARY));
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(
      /^The aerial imagery service failed: tile 19\/\d+\/\d+ could not be fetched \(connection refused\)\. Please try again later\.$/,
    );
  });

  it('answers 502 naming the tile and its status when a tile fails, without showing the URL', async () => {
    const error = await failure(
      source(`${tiles.origin}/broken/{z}/{x}/{y}.png?key=secret`).fetch(ORCHARD_BOUNDARY),
    );
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/tile 19\/\d+\/\d+ answered HTTP 500/);
    expect(error.message).not.toContain('secret');
    expect(error.message).not.toContain('127.0.0.1');

    const missing = await failure(
      source(`${tiles.origin}/{z}/{x}/{y}.png`).fetch([
        { lat: 40, lng: 20 },
        { lat: 40, lng: 20.0001 },
        { lat: 40.0001, lng: 20 },
      ]),
    );
    expect(missing.message).toMatch(/answered HTTP 404/);
  });

  it('answers 502 when a tile is not an image', async () => {
    const error = await failure(
      source(`${tiles.origin}/garbage/{z}/{x}/{y}.png`).fetch(ORCHARD_BOUNDARY),
    );
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/tile 19\/\d+\/\d+ could not be decoded as an image/);
  });

  it('gives up on a tile that does not answer in time', async () => {
    const started = Date.now();
    const error = await failure(
      source(`${tiles.origin}/slow/{z}/{x}/{y}.png`, { timeoutMs: 300 }).fetch(ORCHARD_BOUNDARY),
    );
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/could not be fetched \(no answer within 300 ms\)/);
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe('runLimited', () => {
  it('keeps at most the limit in flight, and stops at the first failure', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6, 7], 2, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      done.push(item);
    });
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const started: number[] = [];
    let cancelled = 0;
    await expect(
      runLimited(
        [1, 2, 3, 4, 5, 6],
        2,
        async (item) => {
          started.push(item);
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (item === 2) throw new Error('tile 2 failed');
        },
        () => cancelled++,
      ),
    ).rejects.toThrow('tile 2 failed');
    expect(cancelled).toBe(1);
    expect(started.length).toBeLessThan(6);
  });
});
