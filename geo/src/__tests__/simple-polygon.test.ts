import { segmentsIntersect } from '../planar';
import { isSimplePolygon } from '../simple-polygon';
import type { LatLng, Point } from '../types';
import { L_SHAPE, SQUARE } from './parcels';
import { randomStarPolygon, seeded } from './prng';

const p = (lat: number, lng: number): LatLng => ({ lat, lng });
const [a, b, c, d] = SQUARE as [LatLng, LatLng, LatLng, LatLng];
const southMid = p(a.lat, (a.lng + b.lng) / 2);

describe('isSimplePolygon', () => {
  it.each<[string, LatLng[]]>([
    ['a triangle', [p(0, 0), p(0, 1), p(1, 0)]],
    ['a square', [p(0, 0), p(0, 1), p(1, 1), p(1, 0)]],
    ['a concave U', [p(0, 0), p(0, 10), p(10, 10), p(10, 7), p(3, 7), p(3, 3), p(10, 3), p(10, 0)]],
    ['the test parcel', SQUARE],
    ['the L-shaped parcel', L_SHAPE],
    ['a vertex in the middle of a straight edge', [p(0, 0), p(0, 1), p(0, 2), p(1, 2), p(1, 0)]],
    ['a closed ring', [p(0, 0), p(0, 1), p(1, 0), p(0, 0)]],
  ])('accepts %s', (_what, polygon) => {
    expect(isSimplePolygon(polygon)).toBe(true);
  });

  it.each<[string, LatLng[]]>([
    ['a bow tie', [p(0, 0), p(1, 1), p(0, 1), p(1, 0)]],
    ['the test parcel with two corners swapped (crossing)', [a, c, b, d]],
    ['two points', [p(0, 0), p(1, 1)]],
    ['two corners of the test parcel', [a, b]],
    ['a repeated vertex', [p(0, 0), p(0, 1), p(0, 1), p(1, 0)]],
    ['a repeated corner of the test parcel', [a, b, b, c]],
    ['three collinear points', [p(0, 0), p(1, 1), p(2, 2)]],
    ['three points along one edge of the test parcel', [a, southMid, b]],
    ['four collinear points', [p(0, 0), p(1, 1), p(2, 2), p(3, 3)]],
    ['a spike that folds back along its own edge', [p(0, 0), p(0, 2), p(0, 1), p(1, 1)]],
    ['a path that goes back to an earlier corner', [a, b, c, b]],
    ['a vertex touching a non-adjacent edge', [p(0, 0), p(0, 2), p(2, 2), p(2, 0), p(0, 1)]],
    ['a vertex touching an edge of the test parcel', [a, b, c, southMid, d]],
    ['a latitude past 90', [p(0, 0), p(0, 1), p(91, 0)]],
    ['a NaN coordinate', [p(0, 0), p(0, NaN), p(1, 0)]],
  ])('rejects %s', (_what, polygon) => {
    expect(isSimplePolygon(polygon)).toBe(false);
  });

  it('accepts every random star polygon of 3 to 62 vertices (property)', () => {
    const random = seeded(1);
    for (let i = 0; i < 300; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 3 + (i % 60));
      expect(isSimplePolygon(polygon)).toBe(true);
    }
  });

  it('rejects a random star polygon with two vertices swapped across it (property)', () => {
    const random = seeded(2);
    let rejected = 0;
    for (let i = 0; i < 200; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 8);
      // Swapping two non-neighbouring vertices of a star polygon makes its edges cross.
      const swapped = [...polygon];
      [swapped[1], swapped[5]] = [swapped[5]!, swapped[1]!];
      if (!isSimplePolygon(swapped)) rejected++;
    }
    expect(rejected).toBeGreaterThan(190);
  });
});

describe('segmentsIntersect', () => {
  const q = (x: number, y: number): Point => ({ x, y });

  it.each<[string, [Point, Point, Point, Point], boolean]>([
    ['crossing segments', [q(0, 0), q(2, 2), q(2, 0), q(0, 2)], true],
    ['segments touching at an end point', [q(0, 0), q(2, 2), q(2, 2), q(0, 3)], true],
    ['an end point on the other segment', [q(0, 0), q(2, 0), q(1, 0), q(1, 5)], true],
    ['overlapping collinear segments', [q(0, 0), q(0, 2), q(0, 1), q(0, 3)], true],
    ['disjoint collinear segments', [q(0, 0), q(0, 1), q(0, 2), q(0, 3)], false],
    [
      'disjoint segments that would cross if extended',
      [q(0, 0), q(1, 1), q(1, 0), q(0.6, 0.4)],
      false,
    ],
    ['parallel segments', [q(0, 0), q(1, 0), q(0, 1), q(1, 1)], false],
  ])('finds %s: %s', (_what, [p1, p2, q1, q2], expected) => {
    expect(segmentsIntersect(p1, p2, q1, q2)).toBe(expected);
    expect(segmentsIntersect(q1, q2, p1, p2)).toBe(expected);
  });
});
