import { distanceMetres, EARTH_RADIUS_M } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { kilometres, searchBox } from '../geo';
import type { SearchBox } from '../geo';
import { SpatialGrid } from '../grid';
import { compareCodePoints } from '../snapshot';
import { seeded } from '../../__tests__/workers-fixtures';

/** Replay a failure with WORKERS_SEED=<the seed printed in the failing comparison>. */
const SEED = Number(process.env.WORKERS_SEED ?? 4242);
const RAD = Math.PI / 180;

/** The point `metres` from `from` on the bearing `bearing` (degrees), on the same sphere. */
function destination(from: LatLng, metres: number, bearing: number): LatLng {
  const angle = metres / EARTH_RADIUS_M;
  const lat1 = from.lat * RAD;
  const theta = bearing * RAD;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta),
  );
  const lng2 =
    from.lng * RAD +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  const lng = ((((lng2 / RAD + 180) % 360) + 360) % 360) - 180;
  return { lat: lat2 / RAD, lng };
}

const inBox = (box: SearchBox, point: LatLng) =>
  point.lat >= box.latMin &&
  point.lat <= box.latMax &&
  box.lngRanges.some(([west, east]) => point.lng >= west && point.lng <= east);

function randomPoint(random: ReturnType<typeof seeded>): LatLng {
  return { lat: Math.asin(random.between(-1, 1)) / RAD, lng: random.between(-180, 180) };
}

describe('the search box of a circle on the globe', () => {
  it('contains every point of the circle, its edge included, for random centres and radii', () => {
    const random = seeded(SEED);
    for (let round = 0; round < 3000; round++) {
      const center =
        round % 5 === 0 ? { lat: random.between(85, 90), lng: 179.99 } : randomPoint(random);
      const radiusKm = random.pick([0.1, 1, 50, 500, 5000, 19000]);
      const box = searchBox(center, radiusKm);
      for (let i = 0; i < 8; i++) {
        const metres = radiusKm * 1000 * (i === 0 ? 1 : random.next());
        const point = destination(center, metres, random.between(0, 360));
        if (distanceMetres(center, point) > radiusKm * 1000) continue;
        expect({ seed: SEED, center, radiusKm, point, inside: inBox(box, point) }).toEqual({
          seed: SEED,
          center,
          radiusKm,
          point,
          inside: true,
        });
      }
    }
  });

  it('splits a box that crosses the antimeridian in two', () => {
    const east = searchBox({ lat: 0, lng: 179.9 }, 50);
    expect(east.lngRanges).toHaveLength(2);
    expect(east.lngRanges[0]?.[1]).toBe(180);
    expect(east.lngRanges[1]?.[0]).toBe(-180);
    expect(east.lngRanges[1]?.[1]).toBeCloseTo(-179.9 - 0.2 + 0.449, 2);
    const west = searchBox({ lat: 0, lng: -179.9 }, 50);
    expect(west.lngRanges[0]?.[0]).toBeCloseTo(179.9 + 0.2 - 0.449, 2);
    expect(searchBox({ lat: 0, lng: 0 }, 50).lngRanges).toHaveLength(1);
  });

  it('takes every longitude when the circle reaches a pole, and clamps its latitudes', () => {
    const north = searchBox({ lat: 89.9, lng: 10 }, 50);
    expect(north).toEqual({ latMin: expect.any(Number), latMax: 90, lngRanges: [[-180, 180]] });
    expect(north.latMin).toBeCloseTo(89.9 - 0.449, 2);
    const south = searchBox({ lat: -89.9, lng: 10 }, 20);
    expect(south.latMin).toBe(-90);
    expect(south.lngRanges).toEqual([[-180, 180]]);
  });

  it('widens the longitudes with the latitude, as the meridians converge', () => {
    const width = (lat: number) => {
      const [range] = searchBox({ lat, lng: 0 }, 100).lngRanges;
      return (range?.[1] ?? 0) - (range?.[0] ?? 0);
    };
    expect(width(60)).toBeCloseTo(2 * width(0), 1);
    expect(width(80)).toBeGreaterThan(width(60));
  });
});

describe('the spatial grid', () => {
  const random = seeded(SEED + 1);
  const points = Array.from({ length: 8000 }, (_, i) =>
    i % 4 === 0
      ? { lat: random.between(34.8, 41.7), lng: random.between(19.4, 28.2) }
      : randomPoint(random),
  );
  points.push({ lat: 90, lng: 180 }, { lat: -90, lng: -180 }, { lat: 0, lng: 180 });
  const lat = Float64Array.from(points, (point) => point.lat);
  const lng = Float64Array.from(points, (point) => point.lng);
  // Points without a position are left out of the grid.
  lat[5] = NaN;
  lng[5] = NaN;
  const grid = SpatialGrid.build(lat, lng);

  const within = (center: LatLng, radiusKm: number) => {
    const found: number[] = [];
    points.forEach((point, i) => {
      if (i !== 5 && distanceMetres(center, point) <= radiusKm * 1000) found.push(i);
    });
    return found;
  };

  it('keeps every point with a position', () => {
    expect(grid.size).toBe(points.length - 1);
  });

  it('visits every point within random circles, and few others for small ones', () => {
    let visitedSmall = 0;
    let searchesSmall = 0;
    for (let round = 0; round < 300; round++) {
      const center =
        round % 3 === 0 ? (points[random.int(points.length)] as LatLng) : randomPoint(random);
      const radiusKm = random.pick([1, 50, 50, 300, 3000, 20000]);
      const visited: number[] = [];
      const count = grid.forEachInBox(searchBox(center, radiusKm), (i) => visited.push(i));
      expect(count).toBe(visited.length);
      const seen = new Set(visited);
      expect(seen.size).toBe(visited.length);
      // Every point of the circle was visited (comparing sets of thousands is slow in jest).
      const missed = within(center, radiusKm).filter((i) => !seen.has(i));
      expect({ seed: SEED, center, radiusKm, missed }).toEqual({
        seed: SEED,
        center,
        radiusKm,
        missed: [],
      });
      if (radiusKm === 50) {
        visitedSmall += count;
        searchesSmall += 1;
      }
    }
    // A 50 km search looks at a handful of cells, not at 8,000 points.
    expect(visitedSmall / searchesSmall).toBeLessThan(points.length / 100);
  });

  it('visits points on the far side of the antimeridian and across a pole', () => {
    const visitedOf = (center: LatLng, radiusKm: number) => {
      const visited: number[] = [];
      grid.forEachInBox(searchBox(center, radiusKm), (i) => visited.push(i));
      return visited;
    };
    const last = points.length - 1; // (0, 180)
    expect(visitedOf({ lat: 0, lng: -179.95 }, 10)).toContain(last);
    expect(visitedOf({ lat: 89.5, lng: -10 }, 100)).toContain(last - 2); // (90, 180)
    expect(visitedOf({ lat: -89.99, lng: 100 }, 5)).toContain(last - 1); // (-90, -180)
  });
});

describe('the helpers of the directory', () => {
  it('orders names by code point, as PostgreSQL does with COLLATE "C"', () => {
    const names = ['anna', 'Zoe', 'Ángel', '😀 Smile', '\uFFFD', 'Ελένη', 'Anna', 'Ann', ''];
    const byBytes = [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect([...names].sort(compareCodePoints)).toEqual(byBytes);
    expect(compareCodePoints('😀', '\uFFFD')).toBeGreaterThan(0);
  });

  it('shows distances in kilometres with two decimals', () => {
    expect(kilometres(12_345.6)).toBe(12.35);
    expect(kilometres(4)).toBe(0);
    expect(kilometres(50_000)).toBe(50);
  });
});
