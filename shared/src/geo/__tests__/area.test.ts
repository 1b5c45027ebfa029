import { areaHectares, polygonAreaM2 } from '../area';
import { EARTH_RADIUS_M } from '../constants';
import { metresToDegrees, randomStarPolygon, seeded } from './prng';

const KALAMATA = { lat: 37.0389, lng: 22.1142 };

function squareAt(lat: number, lng: number, side: number) {
  const { dLat, dLng } = metresToDegrees(lat, side, side);
  return [
    { lat, lng },
    { lat, lng: lng + dLng },
    { lat: lat + dLat, lng: lng + dLng },
    { lat: lat + dLat, lng },
  ];
}

/** A planar shoelace area after a local equirectangular projection, for cross-checks. */
function planarArea(points: { lat: number; lng: number }[]) {
  const lat0 = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const k = (Math.PI / 180) * EARTH_RADIUS_M;
  const xy = points.map((p) => [p.lng * k * Math.cos((lat0 * Math.PI) / 180), p.lat * k]);
  let sum = 0;
  for (let i = 0; i < xy.length; i++) {
    const [x1, y1] = xy[i]!;
    const [x2, y2] = xy[(i + 1) % xy.length]!;
    sum += x1! * y2! - x2! * y1!;
  }
  return Math.abs(sum) / 2;
}

describe('polygonAreaM2', () => {
  it('gives a 100 m × 100 m square near Kalamata 1.00 ha', () => {
    const square = squareAt(KALAMATA.lat, KALAMATA.lng, 100);
    expect(polygonAreaM2(square)).toBeCloseTo(10_000, -1);
    expect(areaHectares(square)).toBe(1);
  });

  it('gives a 1 km × 1 km square 100 ha', () => {
    expect(areaHectares(squareAt(38, 23.7, 1000))).toBeCloseTo(100, 1);
  });

  it('gives 0 for fewer than 3 points', () => {
    expect(polygonAreaM2([])).toBe(0);
    expect(polygonAreaM2([KALAMATA])).toBe(0);
    expect(polygonAreaM2([KALAMATA, { lat: 37.04, lng: 22.12 }])).toBe(0);
  });

  it('gives 0 for points along one meridian (a geodesic)', () => {
    const line = [0, 1, 2].map((i) => ({ lat: 37 + i * 0.001, lng: 22 }));
    expect(polygonAreaM2(line)).toBeCloseTo(0, 6);
  });

  it('gives well under 1 m² for points on a straight lat/lng line (nearly a geodesic)', () => {
    const line = [0, 1, 2].map((i) => ({ lat: 37 + i * 0.001, lng: 22 + i * 0.001 }));
    expect(polygonAreaM2(line)).toBeLessThan(1);
    expect(areaHectares(line)).toBe(0);
  });

  it('does not depend on the orientation of the ring', () => {
    const square = squareAt(KALAMATA.lat, KALAMATA.lng, 250);
    expect(polygonAreaM2([...square].reverse())).toBeCloseTo(polygonAreaM2(square), 6);
  });

  it('counts a closed ring (last point equals first) like an open one', () => {
    const square = squareAt(KALAMATA.lat, KALAMATA.lng, 250);
    expect(polygonAreaM2([...square, square[0]!])).toBeCloseTo(polygonAreaM2(square), 6);
  });

  it('matches the spherical cap of a triangle covering one octant of the sphere', () => {
    const octant = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 90 },
      { lat: 90, lng: 0 },
    ];
    const expected = (4 * Math.PI * EARTH_RADIUS_M ** 2) / 8;
    expect(polygonAreaM2(octant) / expected).toBeCloseTo(1, 9);
  });

  it('matches a known parcel: a 2.5 ha rectangle (250 m × 100 m) near Messini', () => {
    const { dLat, dLng } = metresToDegrees(37.05, 100, 250);
    const rect = [
      { lat: 37.05, lng: 21.92 },
      { lat: 37.05, lng: 21.92 + dLng },
      { lat: 37.05 + dLat, lng: 21.92 + dLng },
      { lat: 37.05 + dLat, lng: 21.92 },
    ];
    expect(areaHectares(rect)).toBe(2.5);
  });

  it('agrees with a planar estimate within 0.1 % on 300 random parcels (property)', () => {
    const random = seeded(42);
    for (let i = 0; i < 300; i++) {
      const center = { lat: 35 + random() * 6, lng: 20 + random() * 6 };
      const polygon = randomStarPolygon(random, center, 3 + Math.floor(random() * 30));
      const geodesic = polygonAreaM2(polygon);
      expect(Math.abs(geodesic - planarArea(polygon)) / geodesic).toBeLessThan(0.001);
    }
  });

  it('is invariant under rotation of the vertex order (property)', () => {
    const random = seeded(7);
    for (let i = 0; i < 100; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 5 + (i % 20));
      const shift = 1 + (i % (polygon.length - 1));
      const rotated = [...polygon.slice(shift), ...polygon.slice(0, shift)];
      expect(polygonAreaM2(rotated)).toBeCloseTo(polygonAreaM2(polygon), 4);
    }
  });
});

describe('areaHectares', () => {
  it('rounds to 2 decimals', () => {
    // 123.456 m × 100 m = 1.23456 ha → 1.23
    const { dLat, dLng } = metresToDegrees(37, 100, 123.456);
    const rect = [
      { lat: 37, lng: 22 },
      { lat: 37, lng: 22 + dLng },
      { lat: 37 + dLat, lng: 22 + dLng },
      { lat: 37 + dLat, lng: 22 },
    ];
    expect(areaHectares(rect)).toBe(1.23);
  });

  it('is 0 for no boundary', () => {
    expect(areaHectares([])).toBe(0);
  });
});
