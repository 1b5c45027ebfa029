import { boundsOf } from '../bounds';
import { centroidOf } from '../centroid';
import {
  DEFAULT_MAP_CENTER,
  ZOOM_AI_DEFAULT,
  ZOOM_ESTATE,
  ZOOM_PICKER,
  ZOOM_TREE,
} from '../constants';
import { openRing } from '../ring';
import { randomStarPolygon, seeded } from './prng';

describe('centroidOf', () => {
  it('is the average of the points', () => {
    expect(
      centroidOf([
        { lat: 0, lng: 0 },
        { lat: 2, lng: 0 },
        { lat: 2, lng: 4 },
        { lat: 0, lng: 4 },
      ]),
    ).toEqual({ lat: 1, lng: 2 });
  });

  it('does not count a closing duplicate point twice', () => {
    const ring = [
      { lat: 0, lng: 0 },
      { lat: 3, lng: 0 },
      { lat: 0, lng: 3 },
      { lat: 0, lng: 0 },
    ];
    expect(centroidOf(ring)).toEqual({ lat: 1, lng: 1 });
  });

  it('is the point itself for one point and null for none', () => {
    expect(centroidOf([{ lat: 5, lng: 6 }])).toEqual({ lat: 5, lng: 6 });
    expect(centroidOf([])).toBeNull();
  });

  it('always lies within the bounding box (property)', () => {
    const random = seeded(3);
    for (let i = 0; i < 200; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 3 + (i % 25));
      const c = centroidOf(polygon)!;
      const b = boundsOf(polygon)!;
      expect(c.lat).toBeGreaterThanOrEqual(b.south);
      expect(c.lat).toBeLessThanOrEqual(b.north);
      expect(c.lng).toBeGreaterThanOrEqual(b.west);
      expect(c.lng).toBeLessThanOrEqual(b.east);
    }
  });
});

describe('boundsOf', () => {
  it('spans the extreme coordinates', () => {
    expect(
      boundsOf([
        { lat: 37.1, lng: 22.3 },
        { lat: 36.9, lng: 22.5 },
        { lat: 37.0, lng: 22.1 },
      ]),
    ).toEqual({ south: 36.9, west: 22.1, north: 37.1, east: 22.5 });
  });

  it('is null for no points and a single point box for one', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ lat: 1, lng: 2 }])).toEqual({ south: 1, west: 2, north: 1, east: 2 });
  });
});

describe('openRing', () => {
  it('drops a closing point equal to the first and keeps open rings', () => {
    const a = { lat: 0, lng: 0 };
    const b = { lat: 1, lng: 0 };
    const c = { lat: 0, lng: 1 };
    expect(openRing([a, b, c, { ...a }])).toEqual([a, b, c]);
    expect(openRing([a, b, c])).toEqual([a, b, c]);
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
