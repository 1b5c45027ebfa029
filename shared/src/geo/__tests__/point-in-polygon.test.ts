import { polygonAreaM2 } from '../area';
import { boundsOf } from '../bounds';
import { isPointInPolygon } from '../point-in-polygon';
import type { LatLng } from '../../types/estate';
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

describe('isPointInPolygon', () => {
  it('finds a point inside and one outside a square', () => {
    expect(isPointInPolygon({ lat: 5, lng: 5 }, square)).toBe(true);
    expect(isPointInPolygon({ lat: 15, lng: 5 }, square)).toBe(false);
    expect(isPointInPolygon({ lat: -1, lng: -1 }, square)).toBe(false);
  });

  it('counts points on an edge or a vertex as inside unless asked for strictly inside', () => {
    for (const p of [
      { lat: 0, lng: 5 },
      { lat: 5, lng: 10 },
      { lat: 10, lng: 10 },
      { lat: 0, lng: 0 },
    ]) {
      expect(isPointInPolygon(p, square)).toBe(true);
      expect(isPointInPolygon(p, square, false)).toBe(false);
    }
  });

  // The same table as "agrees with the map pickers on points exactly on the boundary" in
  // api/src/domains/estates/__tests__/geometry.test.ts: the server that stores a tree's
  // position must answer alike, an edge or a vertex being inside for both.
  it('agrees with the server on points exactly on the boundary: an edge or a vertex is inside', () => {
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
    const cases: [LatLng, LatLng[], boolean][] = [
      [{ lat: 37.001, lng: 22.10125 }, fence, true],
      [{ lat: 37.0, lng: 22.10125 }, fence, true],
      [{ lat: 37.001, lng: 22.1025 }, fence, true],
      [{ lat: 37.002, lng: 22.1 }, fence, true],
      [{ lat: 37.0, lng: 22.1025 }, [...fence, fence[0]!], true],
      [{ lat: 36.9999999, lng: 22.10125 }, fence, false],
      [{ lat: 37.001, lng: 22.1025001 }, fence, false],
      [{ lat: 37.003, lng: 22.101 }, fence, false],
      [{ lat: 2, lng: 2 }, triangle, true],
      [{ lat: 2.5, lng: 2.5 }, triangle, false],
      [{ lat: 1, lng: 1 }, triangle, true],
    ];
    for (const [point, polygon, inside] of cases) {
      expect([point, isPointInPolygon(point, polygon)]).toEqual([point, inside]);
    }
  });

  it('handles a ray passing exactly through a vertex', () => {
    const diamond = [
      { lat: 0, lng: 5 },
      { lat: 5, lng: 10 },
      { lat: 10, lng: 5 },
      { lat: 5, lng: 0 },
    ];
    // The ray at lat 5 passes through two vertices.
    expect(isPointInPolygon({ lat: 5, lng: 5 }, diamond)).toBe(true);
    expect(isPointInPolygon({ lat: 5, lng: -1 }, diamond)).toBe(false);
    expect(isPointInPolygon({ lat: 5, lng: 11 }, diamond)).toBe(false);
  });

  it('excludes the notch of a concave polygon', () => {
    expect(isPointInPolygon({ lat: 6, lng: 5 }, concave)).toBe(false);
    expect(isPointInPolygon({ lat: 6, lng: 1.5 }, concave)).toBe(true);
    expect(isPointInPolygon({ lat: 1.5, lng: 5 }, concave)).toBe(true);
  });

  it('accepts a closed ring and is false for fewer than 3 points', () => {
    expect(isPointInPolygon({ lat: 5, lng: 5 }, [...square, square[0]!])).toBe(true);
    expect(isPointInPolygon({ lat: 0, lng: 0 }, square.slice(0, 2))).toBe(false);
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
      const ratio = polygonAreaM2(polygon) / polygonAreaM2(box);
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
