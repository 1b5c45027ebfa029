import {
  chooseZoom,
  EARTH_CIRCUMFERENCE_M,
  metresPerPixel,
  project,
  tileOf,
  unproject,
  worldSize,
} from '../mercator';
import { tilesCovering } from '../xyz';

describe('Web Mercator', () => {
  it('puts (0, 0) in the middle of the world and the corners at ±180°, ±85.0511°', () => {
    expect(worldSize(0)).toBe(256);
    expect(worldSize(19)).toBe(256 * 524_288);
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const northWest = project({ lat: 85.0511287798, lng: -180 }, 3);
    expect(northWest.x).toBe(0);
    expect(northWest.y).toBeCloseTo(0, 6);
    const southEast = project({ lat: -85.0511287798, lng: 180 }, 3);
    expect(southEast.x).toBe(2048);
    expect(southEast.y).toBeCloseTo(2048, 6);
    // Beyond the Mercator limit the map is clamped, never infinite.
    expect(Number.isFinite(project({ lat: 90, lng: 0 }, 5).y)).toBe(true);
  });

  it('finds the tiles slippy maps use for a known place', () => {
    // The Acropolis of Athens (37.9715 N, 23.7257 E), by the OpenStreetMap wiki's formula
    // x = floor((lng + 180) / 360 · 2^z), y = floor((1 − asinh(tan φ) / π) / 2 · 2^z).
    expect(tileOf(project({ lat: 37.9715, lng: 23.7257 }, 19))).toEqual({ x: 296_697, y: 202_285 });
    // Zoom 1: four tiles, the north-west one holds London.
    expect(tileOf(project({ lat: 51.5, lng: -0.12 }, 1))).toEqual({ x: 0, y: 0 });
    expect(tileOf(project({ lat: -33.9, lng: 151.2 }, 1))).toEqual({ x: 1, y: 1 });
  });

  it('inverts its projection to a millimetre', () => {
    for (const point of [
      { lat: 37.0123456, lng: 22.1098765 },
      { lat: -45.5, lng: -170.25 },
      { lat: 64.1, lng: -21.9 },
      { lat: 0, lng: 0 },
    ]) {
      for (const zoom of [0, 12, 19, 21]) {
        const back = unproject(project(point, zoom), zoom);
        expect(back.lat).toBeCloseTo(point.lat, 8);
        expect(back.lng).toBeCloseTo(point.lng, 8);
      }
    }
  });

  it('measures a pixel on the ground: 156 km at zoom 0 on the equator, shrinking with cos(latitude)', () => {
    expect(EARTH_CIRCUMFERENCE_M).toBeCloseTo(40_075_016.686, 2);
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543.034, 2);
    expect(metresPerPixel(0, 19)).toBeCloseTo(0.2986, 4);
    expect(metresPerPixel(37, 19)).toBeCloseTo(0.2385, 4);
    expect(metresPerPixel(60, 19)).toBeCloseTo(metresPerPixel(0, 19) / 2, 10);
    // One pixel east at zoom 19 near Kalamata is that many metres along the parallel.
    const here = project({ lat: 37.01, lng: 22.11 }, 19);
    const b = unproject({ x: here.x + 1, y: here.y }, 19);
    const c = unproject(here, 19);
    const east =
      (b.lng - c.lng) * (EARTH_CIRCUMFERENCE_M / 360) * Math.cos((37.01 * Math.PI) / 180);
    expect(east).toBeCloseTo(metresPerPixel(37.01, 19), 6);
  });
});

describe('zoom choice', () => {
  it('takes the coarsest zoom whose pixels are at most 0.3 m', () => {
    expect(chooseZoom(37, { maxZoom: 19 })).toEqual({
      zoom: 19,
      metresPerPixel: metresPerPixel(37, 19),
    });
    expect(chooseZoom(0, { maxZoom: 22 }).zoom).toBe(19); // 0.299 m
    expect(chooseZoom(60, { maxZoom: 22 }).zoom).toBe(18); // 0.299 m
    expect(chooseZoom(-80, { maxZoom: 22 }).zoom).toBe(17); // 0.207 m
    for (const latitude of [-70, -30, 0, 15, 37, 45, 55, 65]) {
      const { metresPerPixel: mpp } = chooseZoom(latitude, { maxZoom: 22 });
      expect(mpp).toBeLessThanOrEqual(0.3);
      expect(mpp).toBeGreaterThan(0.15);
    }
  });

  it('stops at the finest zoom the service offers', () => {
    const capped = chooseZoom(37, { maxZoom: 17 });
    expect(capped.zoom).toBe(17);
    expect(capped.metresPerPixel).toBeCloseTo(0.954, 3);
    expect(chooseZoom(37, { maxZoom: 22, coarsestMpp: 0.1 }).zoom).toBe(21);
  });
});

describe('tiles covering a pixel area', () => {
  it('lists every tile the rectangle touches, row by row', () => {
    const area = { zoom: 19, metresPerPixel: 0.24, left: 250, top: 260, width: 300, height: 20 };
    expect(tilesCovering(area)).toEqual([
      { x: 0, y: 1 },
      { x: 1, y: 1 },
      { x: 2, y: 1 },
    ]);
    expect(tilesCovering({ ...area, left: 256, width: 256, top: 0, height: 257 })).toEqual([
      { x: 1, y: 0 },
      { x: 1, y: 1 },
    ]);
  });
});
