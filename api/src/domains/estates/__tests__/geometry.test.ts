import {
  centroid,
  geodesicArea,
  isSimplePolygon,
  localProjection,
  openRing,
  planarSignedArea,
  pointInPolygon,
} from '../geometry';
import type { LatLng } from '../geometry';
import { L_SHAPE, randomStarPolygon, seeded, SQUARE } from './fixtures';

describe('polygon geometry', () => {
  it('computes the geodesic area of a 1° cell on the equator as the spherical formula says', () => {
    const cell = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
      { lat: 1, lng: 0 },
    ];
    // R² · Δλ · (sin φ2 − sin φ1) for the lat-lng cell; great-circle edges differ by < 0.01 %.
    const R = 6378137;
    const expected = R * R * (Math.PI / 180) * Math.sin(Math.PI / 180);
    expect(Math.abs(geodesicArea(cell) - expected) / expected).toBeLessThan(1e-4);
  });

  it('measures the 20 ha test parcel at about 20 ha, in either winding', () => {
    expect(geodesicArea(SQUARE) / 10_000).toBeCloseTo(20.25, 1);
    expect(geodesicArea([...SQUARE].reverse())).toBeCloseTo(geodesicArea(SQUARE), 6);
    expect(geodesicArea(L_SHAPE) / 10_000).toBeGreaterThan(15);
    expect(geodesicArea(L_SHAPE) / 10_000).toBeLessThan(15.8);
  });

  it('agrees with the planar area in local metres for many random parcels', () => {
    const random = seeded(7);
    for (let i = 0; i < 200; i++) {
      const polygon = randomStarPolygon(
        random,
        { lat: 35 + random() * 6, lng: 20 + random() * 8 },
        3 + Math.floor(random() * 40),
      );
      const projection = localProjection(centroid(polygon) as LatLng);
      const planar = Math.abs(planarSignedArea(polygon.map((p) => projection.toLocal(p))));
      expect(Math.abs(geodesicArea(polygon) - planar) / planar).toBeLessThan(0.002);
    }
  });

  it('answers 0 for fewer than three points', () => {
    expect(geodesicArea(SQUARE.slice(0, 2))).toBe(0);
  });

  it('averages the points for the centroid, and has none for no points', () => {
    expect(
      centroid([
        { lat: 1, lng: 2 },
        { lat: 3, lng: 6 },
      ]),
    ).toEqual({ lat: 2, lng: 4 });
    expect(centroid([])).toBeNull();
  });

  it('projects to local metres and back without loss', () => {
    const projection = localProjection({ lat: 38, lng: 23.7 });
    const point = { lat: 38.0123, lng: 23.6871 };
    const back = projection.toLatLng(projection.toLocal(point));
    expect(back.lat).toBeCloseTo(point.lat, 12);
    expect(back.lng).toBeCloseTo(point.lng, 12);
    const north = projection.toLocal({ lat: 38.001, lng: 23.7 });
    expect(north.y).toBeCloseTo(111.32, 1);
  });

  it('counts points inside, and points on edges and vertices as inside unless asked for strictly inside', () => {
    expect(pointInPolygon({ lat: 37.002, lng: 22.102 }, SQUARE)).toBe(true);
    expect(pointInPolygon({ lat: 37.005, lng: 22.102 }, SQUARE)).toBe(false);
    expect(pointInPolygon({ lat: 37.0, lng: 22.102 }, SQUARE)).toBe(true);
    expect(pointInPolygon(SQUARE[2] as LatLng, SQUARE)).toBe(true);
    expect(pointInPolygon({ lat: 37.002, lng: 22.1 }, SQUARE)).toBe(true);
    expect(pointInPolygon({ lat: 37.0, lng: 22.102 }, SQUARE, false)).toBe(false);
    expect(pointInPolygon(SQUARE[2] as LatLng, SQUARE, false)).toBe(false);
    expect(pointInPolygon({ lat: 37.002, lng: 22.1 }, SQUARE, false)).toBe(false);
    // The notch of the L is outside; a ray through a vertex still counts once.
    expect(pointInPolygon({ lat: 37.003, lng: 22.104 }, L_SHAPE)).toBe(false);
    expect(pointInPolygon({ lat: 37.002, lng: 22.101 }, L_SHAPE)).toBe(true);
    expect(pointInPolygon({ lat: 37.001, lng: 22.101 }, SQUARE.slice(0, 2))).toBe(false);
  });

  // The same table as "agrees with the server on points exactly on the boundary" in
  // shared/src/geo/__tests__/point-in-polygon.test.ts: the browser's picker and this
  // server must answer alike, an edge or a vertex being inside for both.
  it('agrees with the map pickers on points exactly on the boundary: an edge or a vertex is inside', () => {
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
      [{ lat: 37.0, lng: 22.1025 }, [...fence, fence[0] as LatLng], true],
      [{ lat: 36.9999999, lng: 22.10125 }, fence, false],
      [{ lat: 37.001, lng: 22.1025001 }, fence, false],
      [{ lat: 37.003, lng: 22.101 }, fence, false],
      [{ lat: 2, lng: 2 }, triangle, true],
      [{ lat: 2.5, lng: 2.5 }, triangle, false],
      [{ lat: 1, lng: 1 }, triangle, true],
    ];
    for (const [point, polygon, inside] of cases) {
      expect([point, pointInPolygon(point, polygon)]).toEqual([point, inside]);
    }
  });

  it('recognises simple polygons, concave ones included', () => {
    expect(isSimplePolygon(SQUARE)).toBe(true);
    expect(isSimplePolygon(L_SHAPE)).toBe(true);
    const random = seeded(11);
    for (let i = 0; i < 200; i++) {
      const polygon = randomStarPolygon(
        random,
        { lat: 37, lng: 22 },
        3 + Math.floor(random() * 60),
      );
      expect(isSimplePolygon(polygon)).toBe(true);
    }
  });

  it('refuses crossing, folded, degenerate and repeated-point polygons', () => {
    const [a, b, c, d] = SQUARE as [LatLng, LatLng, LatLng, LatLng];
    expect(isSimplePolygon([a, c, b, d])).toBe(false);
    expect(isSimplePolygon([a, b, c, b])).toBe(false);
    expect(isSimplePolygon([a, b, b, c])).toBe(false);
    expect(isSimplePolygon([a, { lat: a.lat, lng: (a.lng + b.lng) / 2 }, b])).toBe(false);
    expect(isSimplePolygon([a, b])).toBe(false);
    // A vertex touching another edge.
    expect(isSimplePolygon([a, b, c, { lat: a.lat, lng: (a.lng + b.lng) / 2 }, d])).toBe(false);
  });

  it('finds a crossing in a random polygon whose two vertices are swapped', () => {
    const random = seeded(5);
    let refused = 0;
    for (let i = 0; i < 100; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 8);
      const swapped = [...polygon];
      [swapped[1], swapped[5]] = [swapped[5] as LatLng, swapped[1] as LatLng];
      if (!isSimplePolygon(swapped)) refused++;
    }
    expect(refused).toBeGreaterThan(90);
  });

  it('drops the closing point of a closed ring only', () => {
    expect(openRing([...SQUARE, SQUARE[0] as LatLng])).toEqual(SQUARE);
    expect(openRing(SQUARE)).toEqual(SQUARE);
  });
});
