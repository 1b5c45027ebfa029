import { boundsOf } from '../bounds';
import { centroidOf } from '../centroid';
import {
  DEFAULT_MAP_CENTER,
  ZOOM_AI_DEFAULT,
  ZOOM_ESTATE,
  ZOOM_PICKER,
  ZOOM_TREE,
} from '../constants';
import { isValidLatLng, openRing } from '../ring';
import type { LatLng } from '../types';
import { SQUARE } from './parcels';
import { randomStarPolygon, seeded } from './prng';

describe('centroidOf', () => {
  it.each<[string, LatLng[], LatLng | null]>([
    [
      'the average of the points',
      [
        { lat: 0, lng: 0 },
        { lat: 2, lng: 0 },
        { lat: 2, lng: 4 },
        { lat: 0, lng: 4 },
      ],
      { lat: 1, lng: 2 },
    ],
    [
      'the midpoint of two points',
      [
        { lat: 1, lng: 2 },
        { lat: 3, lng: 6 },
      ],
      { lat: 2, lng: 4 },
    ],
    [
      'the average without counting a closing duplicate point twice',
      [
        { lat: 0, lng: 0 },
        { lat: 3, lng: 0 },
        { lat: 0, lng: 3 },
        { lat: 0, lng: 0 },
      ],
      { lat: 1, lng: 1 },
    ],
    ['the point itself for one point', [{ lat: 5, lng: 6 }], { lat: 5, lng: 6 }],
    ['null for no points', [], null],
  ])('is %s', (_what, points, expected) => {
    expect(centroidOf(points)).toEqual(expected);
  });

  it('always lies within the bounding box (property)', () => {
    const random = seeded(3);
    for (let i = 0; i < 200; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 3 + (i % 25));
      const c = centroidOf(polygon) as LatLng;
      const b = boundsOf(polygon)!;
      expect(c.lat).toBeGreaterThanOrEqual(b.south);
      expect(c.lat).toBeLessThanOrEqual(b.north);
      expect(c.lng).toBeGreaterThanOrEqual(b.west);
      expect(c.lng).toBeLessThanOrEqual(b.east);
    }
  });
});

describe('boundsOf', () => {
  it.each([
    [
      'spans the extreme coordinates',
      [
        { lat: 37.1, lng: 22.3 },
        { lat: 36.9, lng: 22.5 },
        { lat: 37.0, lng: 22.1 },
      ],
      { south: 36.9, west: 22.1, north: 37.1, east: 22.5 },
    ],
    [
      'is a single-point box for one point',
      [{ lat: 1, lng: 2 }],
      { south: 1, west: 2, north: 1, east: 2 },
    ],
    ['is null for no points', [], null],
  ])('%s', (_what, points, expected) => {
    expect(boundsOf(points)).toEqual(expected);
  });
});

describe('openRing', () => {
  const a = { lat: 0, lng: 0 };
  const b = { lat: 1, lng: 0 };
  const c = { lat: 0, lng: 1 };

  it.each<[string, LatLng[], LatLng[]]>([
    ['drops a closing point equal to the first', [a, b, c, { ...a }], [a, b, c]],
    ['keeps an open ring', [a, b, c], [a, b, c]],
    ['drops the closing point of the test parcel only', [...SQUARE, SQUARE[0]!], SQUARE],
    ['keeps a single point', [a], [a]],
    ['keeps no points', [], []],
  ])('%s', (_what, points, expected) => {
    expect(openRing(points)).toEqual(expected);
  });

  it('returns a copy, never the caller’s array', () => {
    const ring = [a, b, c];
    expect(openRing(ring)).not.toBe(ring);
  });
});

describe('isValidLatLng', () => {
  it.each<[unknown, boolean]>([
    [{ lat: 37, lng: 22 }, true],
    [{ lat: -90, lng: -180 }, true],
    [{ lat: 90, lng: 180 }, true],
    [{ lat: 90.0001, lng: 0 }, false],
    [{ lat: 0, lng: -180.0001 }, false],
    [{ lat: NaN, lng: 0 }, false],
    [{ lat: 0, lng: Infinity }, false],
    [{ lat: '37', lng: 22 }, false],
    [{ lat: 37 }, false],
    [null, false],
    ['37,22', false],
  ])('says %j is valid: %s', (point, valid) => {
    expect(isValidLatLng(point)).toBe(valid);
  });
});

describe('map constants', () => {
  it('are the spec zooms and a default centre in Greece', () => {
    expect([ZOOM_PICKER, ZOOM_ESTATE, ZOOM_TREE, ZOOM_AI_DEFAULT]).toEqual([15, 16, 18, 18]);
    // Greece's mainland and islands: roughly 34.8–41.8 N, 19.3–29.7 E.
    expect(DEFAULT_MAP_CENTER.lat).toBeGreaterThan(34.8);
    expect(DEFAULT_MAP_CENTER.lat).toBeLessThan(41.8);
    expect(DEFAULT_MAP_CENTER.lng).toBeGreaterThan(19.3);
    expect(DEFAULT_MAP_CENTER.lng).toBeLessThan(29.7);
  });
});
