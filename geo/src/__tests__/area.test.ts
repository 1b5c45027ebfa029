import { areaHectares, geodesicArea } from '../area';
import { centroidOf } from '../centroid';
import { EARTH_RADIUS_M } from '../constants';
import { planarSignedArea } from '../planar';
import { localProjection } from '../projection';
import type { LatLng } from '../types';
import { L_SHAPE, SQUARE } from './parcels';
import { metresToDegrees, randomStarPolygon, seeded } from './prng';

const KALAMATA = { lat: 37.0389, lng: 22.1142 };

/** A rectangle `north` × `east` metres with its south-west corner at (lat, lng). */
function rectangleAt(lat: number, lng: number, north: number, east = north): LatLng[] {
  const { dLat, dLng } = metresToDegrees(lat, north, east);
  return [
    { lat, lng },
    { lat, lng: lng + dLng },
    { lat: lat + dLat, lng: lng + dLng },
    { lat: lat + dLat, lng },
  ];
}

/** The planar shoelace area after the package's local projection, for cross-checks. */
function planarArea(polygon: LatLng[]): number {
  const projection = localProjection(centroidOf(polygon) as LatLng);
  return Math.abs(planarSignedArea(polygon.map((p) => projection.toLocal(p))));
}

describe('geodesicArea', () => {
  it.each<[string, LatLng[], number, number]>([
    // [what, polygon, expected m², relative tolerance]
    [
      'a 100 m × 100 m square near Kalamata',
      rectangleAt(KALAMATA.lat, KALAMATA.lng, 100),
      1e4,
      1e-3,
    ],
    ['a 1 km × 1 km square near Athens', rectangleAt(38, 23.7, 1000), 1e6, 1e-3],
    ['the 20 ha test parcel', SQUARE, 202_500, 2e-3],
    [
      // R² · Δλ · (sin φ2 − sin φ1) for the lat-lng cell; great-circle edges differ by < 0.01 %.
      'a 1° cell on the equator',
      [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 1 },
        { lat: 1, lng: 1 },
        { lat: 1, lng: 0 },
      ],
      EARTH_RADIUS_M ** 2 * (Math.PI / 180) * Math.sin(Math.PI / 180),
      1e-4,
    ],
    [
      'a triangle covering one octant of the sphere',
      [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 90 },
        { lat: 90, lng: 0 },
      ],
      (4 * Math.PI * EARTH_RADIUS_M ** 2) / 8,
      1e-9,
    ],
  ])('measures %s', (_what, polygon, expected, tolerance) => {
    expect(Math.abs(geodesicArea(polygon) - expected) / expected).toBeLessThan(tolerance);
  });

  it.each<[string, LatLng[]]>([
    ['no points', []],
    ['one point', [KALAMATA]],
    ['two points', SQUARE.slice(0, 2)],
    ['a closed ring of two points', [...SQUARE.slice(0, 2), SQUARE[0] as LatLng]],
  ])('gives 0 for %s', (_what, polygon) => {
    expect(geodesicArea(polygon)).toBe(0);
  });

  it('gives 0 for points along one meridian (a geodesic)', () => {
    const line = [0, 1, 2].map((i) => ({ lat: 37 + i * 0.001, lng: 22 }));
    expect(geodesicArea(line)).toBeCloseTo(0, 6);
  });

  it('gives well under 1 m² for points on a straight lat/lng line (nearly a geodesic)', () => {
    const line = [0, 1, 2].map((i) => ({ lat: 37 + i * 0.001, lng: 22 + i * 0.001 }));
    expect(geodesicArea(line)).toBeLessThan(1);
    expect(areaHectares(line)).toBe(0);
  });

  it('does not depend on the winding of the ring', () => {
    for (const polygon of [SQUARE, L_SHAPE, rectangleAt(KALAMATA.lat, KALAMATA.lng, 250)]) {
      expect(geodesicArea([...polygon].reverse())).toBeCloseTo(geodesicArea(polygon), 6);
    }
  });

  it('counts a closed ring (last point equals first) like an open one', () => {
    const square = rectangleAt(KALAMATA.lat, KALAMATA.lng, 250);
    expect(geodesicArea([...square, square[0] as LatLng])).toBeCloseTo(geodesicArea(square), 6);
  });

  it('measures the L-shaped parcel as the square without its north-east quarter', () => {
    expect(geodesicArea(L_SHAPE) / 10_000).toBeGreaterThan(15);
    expect(geodesicArea(L_SHAPE) / 10_000).toBeLessThan(15.8);
  });

  it('agrees with the planar area in local metres within 0.1 % on 300 random parcels (property)', () => {
    const random = seeded(42);
    for (let i = 0; i < 300; i++) {
      const center = { lat: 35 + random() * 6, lng: 20 + random() * 8 };
      const polygon = randomStarPolygon(random, center, 3 + Math.floor(random() * 40));
      const geodesic = geodesicArea(polygon);
      expect(Math.abs(geodesic - planarArea(polygon)) / geodesic).toBeLessThan(0.001);
    }
  });

  it('is invariant under rotation of the vertex order (property)', () => {
    const random = seeded(7);
    for (let i = 0; i < 100; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 5 + (i % 20));
      const shift = 1 + (i % (polygon.length - 1));
      const rotated = [...polygon.slice(shift), ...polygon.slice(0, shift)];
      expect(geodesicArea(rotated)).toBeCloseTo(geodesicArea(polygon), 4);
    }
  });
});

describe('areaHectares', () => {
  it.each<[string, LatLng[], number]>([
    ['a 100 m × 100 m square', rectangleAt(KALAMATA.lat, KALAMATA.lng, 100), 1],
    ['a 250 m × 100 m rectangle near Messini', rectangleAt(37.05, 21.92, 100, 250), 2.5],
    // 123.456 m × 100 m = 1.23456 ha → 1.23
    [
      'a 123.456 m × 100 m rectangle, rounded to 2 decimals',
      rectangleAt(37, 22, 100, 123.456),
      1.23,
    ],
    ['no boundary', [], 0],
  ])('gives %s in hectares', (_what, polygon, hectares) => {
    expect(areaHectares(polygon)).toBe(hectares);
  });
});
