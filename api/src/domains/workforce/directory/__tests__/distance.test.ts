import { distanceMetres } from '@grovekeeper/geo';
import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { WORKER_SKILLS } from '../../constants';
import {
  globeWorkers,
  insertWorkers,
  searchWorkers,
  seeded,
  workersPage,
} from '../../__tests__/workers-fixtures';
import type { SeededWorker } from '../../__tests__/workers-fixtures';

/** Replay a failure with WORKERS_SEED=<the seed printed in the failing comparison>. */
const SEED = Number(process.env.WORKERS_SEED ?? 20260611);

interface Search {
  lat: number;
  lng: number;
  maxDistance?: number;
  skills?: string;
  page?: number;
}

describeApi('the worker directory around a point', (api) => {
  const random = seeded(SEED);
  let viewer: SignedInUser;
  let workers: SeededWorker[];

  /** Plain haversine over every seeded profile: the answer a search must give. */
  function bruteForce(search: Search) {
    const radiusMetres = (search.maxDistance ?? 50) * 1000;
    const required = search.skills ? search.skills.split(',') : [];
    const center = { lat: search.lat, lng: search.lng };
    return workers
      .filter((worker) => worker.published && worker.lat !== null && worker.lng !== null)
      .filter((worker) => required.every((skill) => worker.skills.includes(skill)))
      .map((worker) => ({
        id: worker.id,
        metres: distanceMetres(center, { lat: worker.lat as number, lng: worker.lng as number }),
      }))
      .filter((match) => match.metres <= radiusMetres)
      .sort((a, b) => a.metres - b.metres || (a.id < b.id ? -1 : 1));
  }

  /** The API's page for `search` equals the brute force's; answers how many matched. */
  async function expectLikeBruteForce(search: Search): Promise<number> {
    const matches = bruteForce(search);
    const page = search.page ?? 1;
    const expected = matches.slice((page - 1) * 100, page * 100).map((match) => ({
      id: match.id,
      distance: Math.round(match.metres / 10) / 100,
    }));
    const answer = await workersPage(api, viewer, { ...search, limit: 100 });
    const actual = answer.workers.map((worker) => ({ id: worker.id, distance: worker.distance }));
    // The seed and the search are part of the comparison, so a failure prints them.
    expect({
      seed: SEED,
      search,
      totalCount: answer.pagination.totalCount,
      workers: actual,
    }).toEqual({ seed: SEED, search, totalCount: matches.length, workers: expected });
    return matches.length;
  }

  const somewhere = (): Search => {
    const worker = random.pick(workers);
    const near = worker.lat !== null && random.next() < 0.7;
    return {
      lat: near
        ? Math.max(-90, Math.min(90, (worker.lat as number) + random.between(-0.3, 0.3)))
        : (Math.asin(random.between(-1, 1)) * 180) / Math.PI,
      lng: near
        ? Math.max(-180, Math.min(180, (worker.lng as number) + random.between(-0.3, 0.3)))
        : random.between(-180, 180),
    };
  };

  beforeAll(async () => {
    viewer = await api.user({ name: 'Estate Owner' });
    workers = await insertWorkers(api, globeWorkers(random));
  }, 60_000);

  it('answers random searches exactly as a brute-force haversine over every profile', async () => {
    let nonEmpty = 0;
    for (let round = 0; round < 80; round++) {
      const search: Search = {
        ...somewhere(),
        maxDistance: random.pick([0.5, 5, 50, 120, 500, 2000, 20000]),
        skills: random.next() < 0.3 ? random.pick(WORKER_SKILLS) : undefined,
        page: random.next() < 0.2 ? 2 : 1,
      };
      if ((await expectLikeBruteForce(search)) > 0) nonEmpty += 1;
    }
    // Most searches find someone: the comparisons are about real pages, not empty ones.
    expect(nonEmpty).toBeGreaterThan(30);
  }, 120_000);

  it('finds workers on both sides of the antimeridian', async () => {
    for (const lng of [179.9, -179.9, 180, -180]) {
      for (const lat of [0, 3, -4]) {
        await expectLikeBruteForce({ lat, lng, maxDistance: 300 });
      }
    }
    const across = bruteForce({ lat: 0, lng: 179.9, maxDistance: 300 });
    const lngs = across.map((match) => workers.find((worker) => worker.id === match.id)?.lng);
    expect(lngs.some((lng) => (lng as number) > 0)).toBe(true);
    expect(lngs.some((lng) => (lng as number) < 0)).toBe(true);
  });

  it('finds workers near both poles, and across a pole', async () => {
    for (const search of [
      { lat: 89.9, lng: 0, maxDistance: 50 },
      { lat: 89.9, lng: 179.9, maxDistance: 120 },
      { lat: -89.9, lng: -100, maxDistance: 50 },
      { lat: 90, lng: 0, maxDistance: 80 },
      { lat: -90, lng: 0, maxDistance: 80 },
      // The circle reaches past the pole, to the other side of the globe.
      { lat: 88, lng: 10, maxDistance: 500 },
      { lat: -88.5, lng: 170, maxDistance: 400 },
    ]) {
      expect(await expectLikeBruteForce(search)).toBeGreaterThan(0);
    }
    const across = bruteForce({ lat: 88, lng: 10, maxDistance: 500 });
    const lngs = across.map((match) => workers.find((worker) => worker.id === match.id)?.lng);
    expect(lngs.some((lng) => Math.abs((lng as number) - 10) > 90)).toBe(true);
  });

  it('searches 50 km around the point when maxDistance is left out', async () => {
    const point = { lat: 37.5, lng: 22.5 };
    const count = await expectLikeBruteForce(point);
    expect(count).toBeGreaterThanOrEqual(8);
    expect(bruteForce({ ...point, maxDistance: 50 })).toHaveLength(count);
    expect(bruteForce({ ...point, maxDistance: 200 }).length).toBeGreaterThan(count);
  });

  it('orders workers at the same distance by id and shows distances in kilometres', async () => {
    const page = await workersPage(api, viewer, { lat: 37.5, lng: 22.5, maxDistance: 1 });
    expect(page.workers).toHaveLength(8);
    expect(page.workers.map((worker) => worker.distance)).toEqual(Array(8).fill(0));
    const ids = page.workers.map((worker) => worker.id);
    expect(ids).toEqual([...ids].sort());
    const athens = await workersPage(api, viewer, { lat: 37.98, lng: 23.73, maxDistance: 300 });
    const distances = athens.workers.map((worker) => worker.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((km) => km <= 300 && Number(km.toFixed(2)) === km)).toBe(true);
  });

  it('leaves out workers without coordinates from a search around a point only', async () => {
    const shown = workers.filter((worker) => worker.published);
    const everyone = await workersPage(api, viewer, { limit: 100 });
    expect(everyone.pagination.totalCount).toBe(shown.length);
    // 20,000 km from (0, 0) is everywhere but the last 37 km around the antipode (0, 180).
    const located = shown.filter((worker) => worker.lat !== null);
    const antipodal = located.filter(
      (worker) =>
        distanceMetres(
          { lat: 0, lng: 0 },
          { lat: worker.lat as number, lng: worker.lng as number },
        ) > 20_000_000,
    );
    expect(located.length).toBeLessThan(shown.length);
    expect(antipodal.length).toBeGreaterThan(0);
    const world = await workersPage(api, viewer, { lat: 0, lng: 0, maxDistance: 20000 });
    expect(world.pagination.totalCount).toBe(located.length - antipodal.length);
  });

  it.each([
    [{ lat: 91, lng: 0 }, 'lat must be at most 90'],
    [{ lat: 0, lng: -181 }, 'lng must be at least -180'],
    [{ lat: 0, lng: 0, maxDistance: 20001 }, 'maxDistance must be at most 20000'],
    [{ lat: 0, lng: 0, maxDistance: -1 }, 'maxDistance must be at least 0'],
    [{ lat: 'north', lng: 0 }, 'lat must be a number'],
  ])('refuses %j with a 400 naming the parameter', async (query, error) => {
    const response = await searchWorkers(api, viewer, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: expect.any(String) });
  });
});
