import { newTextCode, numberedTitles, TEXT_CODE_PATTERN } from '../estate-trees/codes';
import { categoriesFor, gridLayout, PlacementError, randomPoints } from '../../estates';
import { geodesicArea, localProjection, isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { L_SHAPE, randomStarPolygon, seeded, SQUARE } from '../../estates/__tests__/fixtures';

describe('tree placement', () => {
  it('places random points strictly inside many random concave polygons', () => {
    const random = seeded(3);
    for (let i = 0; i < 100; i++) {
      const polygon = randomStarPolygon(
        random,
        { lat: 37, lng: 22 },
        3 + Math.floor(random() * 30),
      );
      const points = randomPoints(polygon, 50, random);
      expect(points).toHaveLength(50);
      expect(points.filter((point) => !isPointInPolygon(point, polygon, false))).toEqual([]);
    }
  });

  it('spreads random points uniformly: each half of the square gets about half', () => {
    const points = randomPoints(SQUARE, 4000);
    const west = points.filter((point) => point.lng < 22.102531).length;
    expect(west).toBeGreaterThan(1800);
    expect(west).toBeLessThan(2200);
  });

  it('gives up with a readable error on a boundary too thin to sample', () => {
    const sliver = [
      { lat: 37, lng: 22 },
      { lat: 37.5, lng: 22.5 },
      { lat: 37.5, lng: 22.5000000001 },
    ];
    expect(() => randomPoints(sliver, 10)).toThrow(PlacementError);
  });

  it('lays out exactly the asked number of grid points inside many random polygons', () => {
    const random = seeded(9);
    for (let i = 0; i < 60; i++) {
      const polygon = randomStarPolygon(
        random,
        { lat: 38, lng: 23 },
        3 + Math.floor(random() * 25),
      );
      const count = 20 + Math.floor(random() * 300);
      const { points, spacing } = gridLayout(polygon, count);
      expect(points).toHaveLength(count);
      expect(spacing).toBeGreaterThan(0);
      expect(points.filter((point) => !isPointInPolygon(point, polygon, false))).toEqual([]);
    }
  });

  it('aligns the rows with the longest edge of a rotated rectangle', () => {
    // A 400 m × 200 m rectangle turned 30° (long side along 30°).
    const projection = localProjection({ lat: 37, lng: 22 });
    const angle = Math.PI / 6;
    const corner = (x: number, y: number): LatLng =>
      projection.toLatLng({
        x: x * Math.cos(angle) - y * Math.sin(angle),
        y: x * Math.sin(angle) + y * Math.cos(angle),
      });
    const rectangle = [corner(0, 0), corner(400, 0), corner(400, 200), corner(0, 200)];
    const layout = gridLayout(rectangle, 200);
    expect(layout.headingDegrees).toBeCloseTo(30, 2);
    const area = geodesicArea(rectangle);
    expect(layout.spacing).toBeLessThanOrEqual(Math.sqrt(area / 200) + 1e-9);
    expect(layout.spacing).toBeGreaterThan(Math.sqrt(area / 200) * 0.8);
    // Every point lies on a row: its across-row offset is a multiple of the spacing.
    const across = layout.points.map((point) => {
      const p = projection.toLocal(point);
      return -p.x * Math.sin(angle) + p.y * Math.cos(angle);
    });
    const first = Math.min(...across);
    for (const offset of across) {
      const rows = (offset - first) / layout.spacing;
      expect(Math.abs(rows - Math.round(rows))).toBeLessThan(1e-3);
    }
  });

  it('keeps grid points in the L-shaped parcel at least a little away from the edge', () => {
    const { points } = gridLayout(L_SHAPE, 500);
    expect(points).toHaveLength(500);
    expect(points.filter((point) => !isPointInPolygon(point, L_SHAPE, false))).toEqual([]);
  });
});

describe('tree codes and titles', () => {
  it('makes readable, unique-looking text codes without look-alike characters', () => {
    const codes = Array.from({ length: 20_000 }, () => newTextCode());
    expect(codes.filter((code) => !TEXT_CODE_PATTERN.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.join('')).not.toMatch(/[01OIL]/);
  });

  it('takes categories from the estate types in turn', () => {
    expect(categoriesFor(['olive', 'fig'], 5)).toEqual([
      'Olive Tree',
      'Fig Tree',
      'Olive Tree',
      'Fig Tree',
      'Olive Tree',
    ]);
    expect(categoriesFor(['other'], 1)).toEqual(['Other']);
    expect(categoriesFor([], 2)).toEqual(['Other', 'Other']);
  });

  it('numbers titles per category after the highest number in use', () => {
    const titles = numberedTitles(
      ['Olive Tree', 'Fig Tree', 'Olive Tree'],
      new Map([['Olive Tree', 12]]),
    );
    expect(titles).toEqual(['Olive Tree 13', 'Fig Tree 1', 'Olive Tree 14']);
  });
});
