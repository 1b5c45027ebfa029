import { geodesicArea } from '../area';
import { boundsOf } from '../bounds';
import { isPointInPolygon, isPointOnSegment } from '../point-in-polygon';
import type { LatLng } from '../types';
import { L_SHAPE, SQUARE } from './parcels';
import { randomStarPolygon, seeded } from './prng';

const square = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 10 },
  { lat: 10, lng: 10 },
  { lat: 10, lng: 0 },
];
// A "U": the notch between lng 3 and 7 above lat 3 is outside.
const concave = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 10 },
  { lat: 10, lng: 10 },
  { lat: 10, lng: 7 },
  { lat: 3, lng: 7 },
  { lat: 3, lng: 3 },
  { lat: 10, lng: 3 },
  { lat: 10, lng: 0 },
];
const fence = [
  { lat: 37.0, lng: 22.1 },
  { lat: 37.0, lng: 22.1025 },
  { lat: 37.002, lng: 22.1025 },
  { lat: 37.002, lng: 22.1 },
];
const triangle = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 4 },
  { lat: 4, lng: 0 },
];
const diamond = [
  { lat: 0, lng: 5 },
  { lat: 5, lng: 10 },
  { lat: 10, lng: 5 },
  { lat: 5, lng: 0 },
];

describe('isPointInPolygon', () => {
  // The map pickers (a marker the browser accepts) and the API (where a tree may stand) run
  // this one function: an edge or a vertex is inside, anything past the fence is outside.
  it.each<[string, LatLng, LatLng[], boolean]>([
    ['the middle of a square', { lat: 5, lng: 5 }, square, true],
    ['beyond a square', { lat: 15, lng: 5 }, square, false],
    ['below and left of a square', { lat: -1, lng: -1 }, square, false],
    ['the middle of a fence', { lat: 37.001, lng: 22.10125 }, fence, true],
    ['the south edge of a fence', { lat: 37.0, lng: 22.10125 }, fence, true],
    ['the east edge of a fence', { lat: 37.001, lng: 22.1025 }, fence, true],
    ['the north-west vertex of a fence', { lat: 37.002, lng: 22.1 }, fence, true],
    ['a vertex of a closed fence ring', { lat: 37.0, lng: 22.1025 }, [...fence, fence[0]!], true],
    ['just south of a fence', { lat: 36.9999999, lng: 22.10125 }, fence, false],
    ['just east of a fence', { lat: 37.001, lng: 22.1025001 }, fence, false],
    ['north of a fence', { lat: 37.003, lng: 22.101 }, fence, false],
    ['the hypotenuse of a triangle', { lat: 2, lng: 2 }, triangle, true],
    ['past the hypotenuse of a triangle', { lat: 2.5, lng: 2.5 }, triangle, false],
    ['inside a triangle', { lat: 1, lng: 1 }, triangle, true],
    [
      'the centre of a diamond (the ray passes through two vertices)',
      { lat: 5, lng: 5 },
      diamond,
      true,
    ],
    ['left of a diamond, level with two vertices', { lat: 5, lng: -1 }, diamond, false],
    ['right of a diamond, level with two vertices', { lat: 5, lng: 11 }, diamond, false],
    ['the notch of a U', { lat: 6, lng: 5 }, concave, false],
    ['the left arm of a U', { lat: 6, lng: 1.5 }, concave, true],
    ['the base of a U', { lat: 1.5, lng: 5 }, concave, true],
    ['the middle of the test parcel', { lat: 37.002, lng: 22.102 }, SQUARE, true],
    ['north of the test parcel', { lat: 37.005, lng: 22.102 }, SQUARE, false],
    ['the notch of the L-shaped parcel', { lat: 37.003, lng: 22.104 }, L_SHAPE, false],
    ['the arm of the L-shaped parcel', { lat: 37.002, lng: 22.101 }, L_SHAPE, true],
    ['the middle of a closed square', { lat: 5, lng: 5 }, [...square, square[0]!], true],
    ['a point of a two-point "polygon"', { lat: 0, lng: 0 }, square.slice(0, 2), false],
    ['near a two-point "polygon"', { lat: 37.001, lng: 22.101 }, SQUARE.slice(0, 2), false],
  ])('answers %s: %s', (_what, point, polygon, inside) => {
    expect(isPointInPolygon(point, polygon)).toBe(inside);
  });

  it.each<[string, LatLng, LatLng[]]>([
    ['the middle of an edge of a square', { lat: 0, lng: 5 }, square],
    ['another edge of a square', { lat: 5, lng: 10 }, square],
    ['a vertex of a square', { lat: 10, lng: 10 }, square],
    ['the first vertex of a square', { lat: 0, lng: 0 }, square],
    ['the south edge of the test parcel', { lat: 37.0, lng: 22.102 }, SQUARE],
    ['a vertex of the test parcel', SQUARE[2]!, SQUARE],
    ['the west edge of the test parcel', { lat: 37.002, lng: 22.1 }, SQUARE],
  ])('counts %s as inside, and as outside when asked for strictly inside', (_what, p, polygon) => {
    expect(isPointInPolygon(p, polygon)).toBe(true);
    expect(isPointInPolygon(p, polygon, false)).toBe(false);
  });

  it('never finds a point outside the bounding box inside (property)', () => {
    const random = seeded(11);
    for (let i = 0; i < 200; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 3 + (i % 30));
      const b = boundsOf(polygon)!;
      const p = {
        lat: b.north + random() * 0.01 + 1e-9,
        lng: b.west + random() * (b.east - b.west),
      };
      expect(isPointInPolygon(p, polygon)).toBe(false);
    }
  });

  it('agrees with the area: the share of random points inside matches the area ratio (property)', () => {
    const random = seeded(5);
    for (let i = 0; i < 10; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 8 + i);
      const b = boundsOf(polygon)!;
      const box = [
        { lat: b.south, lng: b.west },
        { lat: b.south, lng: b.east },
        { lat: b.north, lng: b.east },
        { lat: b.north, lng: b.west },
      ];
      let hits = 0;
      const samples = 4000;
      for (let s = 0; s < samples; s++) {
        const p = {
          lat: b.south + random() * (b.north - b.south),
          lng: b.west + random() * (b.east - b.west),
        };
        if (isPointInPolygon(p, polygon)) hits++;
      }
      const ratio = geodesicArea(polygon) / geodesicArea(box);
      expect(Math.abs(hits / samples - ratio)).toBeLessThan(0.04);
    }
  });

  it('finds the vertices of a star polygon on its boundary and its centre inside (property)', () => {
    const random = seeded(99);
    for (let i = 0; i < 100; i++) {
      const center = { lat: 37, lng: 22 };
      const polygon = randomStarPolygon(random, center, 3 + (i % 20));
      for (const v of polygon) expect(isPointInPolygon(v, polygon)).toBe(true);
      // Star-shaped around its centre only when every sector is under 180°.
      const angles = polygon.map((p) => Math.atan2(p.lat - center.lat, p.lng - center.lng));
      const sorted = [...angles].sort((a, b) => a - b);
      const gaps = sorted.map((a, k) =>
        k === 0 ? a + 2 * Math.PI - sorted.at(-1)! : a - sorted[k - 1]!,
      );
      if (Math.max(...gaps) < Math.PI * 0.95) {
        expect(isPointInPolygon(center, polygon, false)).toBe(true);
      }
    }
  });
});

describe('isPointOnSegment', () => {
  const a = { lat: 0, lng: 0 };
  const b = { lat: 2, lng: 4 };

  it.each<[string, LatLng, boolean]>([
    ['an end point', a, true],
    ['the midpoint', { lat: 1, lng: 2 }, true],
    ['a point on the line beyond the end', { lat: 3, lng: 6 }, false],
    ['a point beside the segment', { lat: 1, lng: 2.0001 }, false],
  ])('answers %s: %s', (_what, p, on) => {
    expect(isPointOnSegment(p, a, b)).toBe(on);
  });
});
