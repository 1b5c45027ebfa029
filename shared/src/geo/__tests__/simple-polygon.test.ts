import { isSimplePolygon, segmentsIntersect } from '../simple-polygon';
import { randomStarPolygon, seeded } from './prng';

const p = (lat: number, lng: number) => ({ lat, lng });

describe('isSimplePolygon', () => {
  it('accepts a triangle, a square and a concave polygon', () => {
    expect(isSimplePolygon([p(0, 0), p(0, 1), p(1, 0)])).toBe(true);
    expect(isSimplePolygon([p(0, 0), p(0, 1), p(1, 1), p(1, 0)])).toBe(true);
    expect(
      isSimplePolygon([
        p(0, 0),
        p(0, 10),
        p(10, 10),
        p(10, 7),
        p(3, 7),
        p(3, 3),
        p(10, 3),
        p(10, 0),
      ]),
    ).toBe(true);
  });

  it('rejects a bow tie (self-intersecting)', () => {
    expect(isSimplePolygon([p(0, 0), p(1, 1), p(0, 1), p(1, 0)])).toBe(false);
  });

  it('rejects fewer than 3 points, duplicate vertices and collinear points', () => {
    expect(isSimplePolygon([p(0, 0), p(1, 1)])).toBe(false);
    expect(isSimplePolygon([p(0, 0), p(0, 1), p(0, 1), p(1, 0)])).toBe(false);
    expect(isSimplePolygon([p(0, 0), p(1, 1), p(2, 2)])).toBe(false);
    expect(isSimplePolygon([p(0, 0), p(1, 1), p(2, 2), p(3, 3)])).toBe(false);
  });

  it('rejects a spike that folds back along its own edge', () => {
    expect(isSimplePolygon([p(0, 0), p(0, 2), p(0, 1), p(1, 1)])).toBe(false);
  });

  it('accepts a vertex in the middle of a straight edge', () => {
    expect(isSimplePolygon([p(0, 0), p(0, 1), p(0, 2), p(1, 2), p(1, 0)])).toBe(true);
  });

  it('rejects a vertex touching a non-adjacent edge', () => {
    // Vertex (0.5, 0.5)… the fifth vertex touches the first edge.
    expect(isSimplePolygon([p(0, 0), p(0, 2), p(2, 2), p(2, 0), p(0, 1)])).toBe(false);
  });

  it('accepts a closed ring and rejects invalid coordinates', () => {
    expect(isSimplePolygon([p(0, 0), p(0, 1), p(1, 0), p(0, 0)])).toBe(true);
    expect(isSimplePolygon([p(0, 0), p(0, 1), p(91, 0)])).toBe(false);
    expect(isSimplePolygon([p(0, 0), p(0, NaN), p(1, 0)])).toBe(false);
  });

  it('accepts every random star polygon (property)', () => {
    const random = seeded(1);
    for (let i = 0; i < 300; i++) {
      const polygon = randomStarPolygon(random, { lat: 37, lng: 22 }, 3 + (i % 40));
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
  it('detects crossing, touching and overlapping segments and ignores disjoint ones', () => {
    expect(segmentsIntersect(p(0, 0), p(2, 2), p(0, 2), p(2, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(2, 2), p(2, 2), p(3, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(2, 0), p(1, 0), p(3, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(1, 0), p(2, 0), p(3, 0))).toBe(false);
    expect(segmentsIntersect(p(0, 0), p(1, 1), p(0, 1), p(0.4, 0.6))).toBe(false);
  });
});
