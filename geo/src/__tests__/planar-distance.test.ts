import { centroidOf } from '../centroid';
import { EARTH_RADIUS_M } from '../constants';
import { distanceMetres } from '../distance';
import { distanceToBoundary, distanceToSegment, planarSignedArea, pointInRing } from '../planar';
import { localProjection } from '../projection';
import type { LatLng, Point } from '../types';
import { SQUARE } from './parcels';
import { randomStarPolygon, seeded } from './prng';

const q = (x: number, y: number): Point => ({ x, y });
/** A 10 m × 10 m square in local metres, counter-clockwise. */
const ring = [q(0, 0), q(10, 0), q(10, 10), q(0, 10)];
const ONE_DEGREE_M = (EARTH_RADIUS_M * Math.PI) / 180;

describe('localProjection', () => {
  it('projects to local metres and back without loss', () => {
    const projection = localProjection({ lat: 38, lng: 23.7 });
    const point = { lat: 38.0123, lng: 23.6871 };
    const back = projection.toLatLng(projection.toLocal(point));
    expect(back.lat).toBeCloseTo(point.lat, 12);
    expect(back.lng).toBeCloseTo(point.lng, 12);
  });

  it('puts the origin at 0, north along y and east along x', () => {
    const projection = localProjection({ lat: 38, lng: 23.7 });
    expect(projection.toLocal({ lat: 38, lng: 23.7 })).toEqual({ x: 0, y: 0 });
    const north = projection.toLocal({ lat: 38.001, lng: 23.7 });
    expect(north.x).toBe(0);
    expect(north.y).toBeCloseTo(111.32, 1);
    const east = projection.toLocal({ lat: 38, lng: 23.701 });
    expect(east.x).toBeCloseTo(111.32 * Math.cos((38 * Math.PI) / 180), 1);
  });
});

describe('planarSignedArea', () => {
  it.each<[string, Point[], number]>([
    ['positive for a counter-clockwise ring', ring, 100],
    ['negative for a clockwise ring', [...ring].reverse(), -100],
    ['zero for a line', [q(0, 0), q(1, 1), q(2, 2)], 0],
    ['zero for no points', [], 0],
  ])('is %s', (_what, points, area) => {
    expect(planarSignedArea(points)).toBe(area);
  });
});

describe('pointInRing', () => {
  it.each<[string, Point, boolean]>([
    ['the middle', q(5, 5), true],
    ['just inside an edge', q(5, 0.001), true],
    ['on an edge', q(5, 0), false],
    ['on a vertex', q(10, 10), false],
    ['within the edge tolerance', q(5, 1e-10), false],
    ['outside', q(11, 5), false],
  ])('answers %s: %s', (_what, p, inside) => {
    expect(pointInRing(p, ring)).toBe(inside);
  });
});

describe('distanceToSegment and distanceToBoundary', () => {
  it.each<[string, Point, number]>([
    ['beside the middle of the segment', q(5, 3), 3],
    ['past its end, to the end point', q(13, 4), 5],
    ['on the segment', q(2, 0), 0],
  ])('measures a point %s', (_what, p, distance) => {
    expect(distanceToSegment(p, q(0, 0), q(10, 0))).toBeCloseTo(distance, 12);
  });

  it('measures a zero-length segment as a point', () => {
    expect(distanceToSegment(q(3, 4), q(0, 0), q(0, 0))).toBe(5);
  });

  it.each<[string, Point, number]>([
    ['the middle of the square', q(5, 5), 5],
    ['a point near one edge', q(5, 9), 1],
    ['a point outside', q(13, 14), 5],
  ])('gives the nearest edge for %s', (_what, p, distance) => {
    expect(distanceToBoundary(p, ring)).toBeCloseTo(distance, 12);
  });
});

describe('distanceMetres (haversine)', () => {
  it.each<[string, LatLng, LatLng, number, number]>([
    // [what, a, b, expected metres, relative tolerance]
    ['one degree along the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, ONE_DEGREE_M, 1e-12],
    [
      'one degree along a meridian',
      { lat: 37, lng: 22 },
      { lat: 38, lng: 22 },
      ONE_DEGREE_M,
      1e-12,
    ],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, Math.PI * EARTH_RADIUS_M, 1e-12],
    [
      'antipodes on the equator',
      { lat: 0, lng: 0 },
      { lat: 0, lng: 180 },
      Math.PI * EARTH_RADIUS_M,
      1e-12,
    ],
    [
      'across the antimeridian',
      { lat: 0, lng: 179.5 },
      { lat: 0, lng: -179.5 },
      ONE_DEGREE_M,
      1e-9,
    ],
    // Along a parallel the great circle is a little shorter than R·cos φ·Δλ.
    [
      '0.001° of longitude at 60° N',
      { lat: 60, lng: 0 },
      { lat: 60, lng: 0.001 },
      ONE_DEGREE_M / 2000,
      1e-6,
    ],
    ['the south edge of the test parcel', SQUARE[0]!, SQUARE[1]!, 450, 2e-3],
  ])('measures %s', (_what, a, b, expected, tolerance) => {
    expect(Math.abs(distanceMetres(a, b) - expected) / expected).toBeLessThan(tolerance);
  });

  it('is 0 from a point to itself', () => {
    expect(distanceMetres(SQUARE[0]!, SQUARE[0]!)).toBe(0);
  });

  it('is symmetric and agrees with the local projection within a parcel (property)', () => {
    const random = seeded(13);
    for (let i = 0; i < 200; i++) {
      const polygon = randomStarPolygon(
        random,
        { lat: 34 + random() * 8, lng: 19 + random() * 10 },
        4,
      );
      const [a, b] = polygon as [LatLng, LatLng];
      const projection = localProjection(centroidOf(polygon) as LatLng);
      const pa = projection.toLocal(a);
      const pb = projection.toLocal(b);
      const planar = Math.hypot(pa.x - pb.x, pa.y - pb.y);
      expect(distanceMetres(a, b)).toBeCloseTo(distanceMetres(b, a), 9);
      expect(Math.abs(distanceMetres(a, b) - planar) / planar).toBeLessThan(1e-3);
    }
  });
});
