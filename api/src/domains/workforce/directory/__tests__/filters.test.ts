import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES } from '../../constants';
import {
  idsOf,
  insertRatings,
  insertWorkers,
  searchWorkers,
  workersPage,
} from '../../__tests__/workers-fixtures';
import type { SeededWorker, SeedWorker } from '../../__tests__/workers-fixtures';

const SKILL_SETS = [
  ['harvesting'],
  ['harvesting', 'pruning'],
  ['pruning', 'irrigation'],
  ['harvesting', 'pruning', 'tractor_operation'],
  ['olive_cultivation'],
];
const LOCATIONS = ['Kalamata, Messinia', 'Sparta', 'KALAMATA port', 'Chania, Crete', ''];

describeApi('the worker directory without a point', (api) => {
  let viewer: SignedInUser;
  let workers: SeededWorker[];
  /** Published workers matching `test`, in the order the directory must answer them. */
  let ranked: SeededWorker[];
  const published = () => workers.filter((worker) => worker.published);

  beforeAll(async () => {
    viewer = await api.user({ name: 'Estate Owner' });
    const seeds: SeedWorker[] = Array.from({ length: 60 }, (_, i) => ({
      // Names that only tie-break: 'Worker 07' before 'Worker 10'.
      name: `Worker ${String(i).padStart(2, '0')}`,
      skills: SKILL_SETS[i % SKILL_SETS.length],
      location: LOCATIONS[i % LOCATIONS.length],
      experience: EXPERIENCE_LEVELS[i % EXPERIENCE_LEVELS.length],
      availability: WORKER_AVAILABILITIES[i % WORKER_AVAILABILITIES.length],
      yearsOfExperience: i % 9,
      published: i % 10 !== 9,
    }));
    workers = await insertWorkers(api, seeds);
    const employer = await api.user({ name: 'Employer' });
    // Ratings: Worker 05 averages 5 (one), Worker 03 5 (two), Worker 11 4.5, Worker 20 4.5
    // with more ratings, Worker 30 2.
    const byName = (name: string) => workers.find((worker) => worker.name === name)?.id as string;
    await insertRatings(api, employer.id, byName('Worker 05'), [5]);
    await insertRatings(api, employer.id, byName('Worker 03'), [5, 5]);
    await insertRatings(api, employer.id, byName('Worker 11'), [4, 5]);
    await insertRatings(api, employer.id, byName('Worker 20'), [4, 5, 4, 5]);
    await insertRatings(api, employer.id, byName('Worker 30'), [2]);
    const first = ['Worker 03', 'Worker 05', 'Worker 20', 'Worker 11', 'Worker 30'];
    ranked = [
      ...first.map((name) => published().find((worker) => worker.name === name) as SeededWorker),
      ...published()
        .filter((worker) => !first.includes(worker.name))
        .sort((a, b) => (a.name < b.name ? -1 : 1)),
    ];
  }, 60_000);

  it('lists published profiles only, best rated first, then by rating count, then by name', async () => {
    const page = await workersPage(api, viewer, { limit: 100 });
    expect(idsOf(page.workers)).toEqual(idsOf(ranked));
    expect(page.workers.slice(0, 5).map((worker) => [worker.name, worker.rating])).toEqual([
      ['Worker 03', { average: 5, count: 2 }],
      ['Worker 05', { average: 5, count: 1 }],
      ['Worker 20', { average: 4.5, count: 4 }],
      ['Worker 11', { average: 4.5, count: 2 }],
      ['Worker 30', { average: 2, count: 1 }],
    ]);
    expect(page.workers.some((worker) => worker.distance !== undefined)).toBe(false);
  });

  it('answers every field of a worker', async () => {
    const [first] = (await workersPage(api, viewer, { limit: 1 })).workers;
    const seeded = ranked[0] as SeededWorker;
    expect(first).toEqual({
      _id: seeded.id,
      id: seeded.id,
      name: 'Worker 03',
      avatar: '',
      location: seeded.location,
      coordinates: null,
      availability: seeded.availability,
      rating: { average: 5, count: 2 },
      experience: seeded.experience,
      yearsOfExperience: seeded.yearsOfExperience,
      skills: seeded.skills,
      bio: '',
    });
  });

  it('pages by 20 by default, with the last page short and totals on every page', async () => {
    const total = ranked.length; // 54
    const first = await workersPage(api, viewer);
    expect(first.pagination).toEqual({ current: 1, total: 3, count: 20, totalCount: total });
    const last = await workersPage(api, viewer, { page: 3 });
    expect(last.pagination).toEqual({ current: 3, total: 3, count: total - 40, totalCount: total });
    expect(idsOf(last.workers)).toEqual(idsOf(ranked.slice(40)));
    const beyond = await workersPage(api, viewer, { page: 4 });
    expect(beyond).toEqual({
      workers: [],
      pagination: { current: 4, total: 3, count: 0, totalCount: total },
    });
  });

  it('pages with any limit from 1 to 100', async () => {
    const page = await workersPage(api, viewer, { page: 2, limit: 7 });
    expect(idsOf(page.workers)).toEqual(idsOf(ranked.slice(7, 14)));
    expect(page.pagination).toEqual({ current: 2, total: 8, count: 7, totalCount: 54 });
  });

  it.each([
    [{ limit: 0 }, 'limit must be at least 1'],
    [{ limit: 101 }, 'limit must be at most 100'],
    [{ page: 0 }, 'page must be at least 1'],
    [{ limit: 'ten' }, 'limit must be a whole number'],
  ])('refuses %j with a 400 naming the parameter', async (query, error) => {
    const response = await searchWorkers(api, viewer, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: expect.any(String) });
  });

  it('keeps workers who have every one of the skills asked for', async () => {
    const page = await workersPage(api, viewer, { skills: 'pruning,harvesting', limit: 100 });
    const expected = ranked.filter(
      (worker) => worker.skills.includes('pruning') && worker.skills.includes('harvesting'),
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(idsOf(page.workers)).toEqual(idsOf(expected));
    const spaced = await workersPage(api, viewer, {
      skills: ' pruning , ,harvesting,',
      limit: 100,
    });
    expect(idsOf(spaced.workers)).toEqual(idsOf(expected));
  });

  it('refuses an unknown skill with a 400 naming it', async () => {
    const response = await searchWorkers(api, viewer, { skills: 'harvesting,juggling' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(
      /^skills has an unknown skill "juggling" \(one of harvesting, pruning/,
    );
  });

  it('filters by exact experience and availability', async () => {
    const page = await workersPage(api, viewer, {
      experience: 'expert',
      availability: 'busy',
      limit: 100,
    });
    const expected = ranked.filter(
      (worker) => worker.experience === 'expert' && worker.availability === 'busy',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(page.workers)).toEqual(idsOf(expected));
    const refused = await searchWorkers(api, viewer, { experience: 'guru' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toMatch(/^experience must be one of/);
  });

  it('matches part of the location text ignoring case, and ignores a blank one', async () => {
    const page = await workersPage(api, viewer, { location: ' kalaMATA ', limit: 100 });
    const expected = ranked.filter((worker) => worker.location.toLowerCase().includes('kalamata'));
    expect(new Set(expected.map((worker) => worker.location))).toEqual(
      new Set(['Kalamata, Messinia', 'KALAMATA port']),
    );
    expect(idsOf(page.workers)).toEqual(idsOf(expected));
    const percent = await workersPage(api, viewer, { location: '%' });
    expect(percent.pagination.totalCount).toBe(0);
    const blank = await workersPage(api, viewer, { location: '  ' });
    expect(blank.pagination.totalCount).toBe(ranked.length);
  });

  it('combines every filter', async () => {
    const page = await workersPage(api, viewer, {
      skills: 'harvesting',
      location: 'sparta',
      availability: 'available',
      limit: 100,
    });
    const expected = ranked.filter(
      (worker) =>
        worker.skills.includes('harvesting') &&
        worker.location === 'Sparta' &&
        worker.availability === 'available',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(page.workers)).toEqual(idsOf(expected));
  });

  it('refuses a latitude without a longitude and the reverse', async () => {
    for (const query of [{ lat: 37 }, { lng: 22 }]) {
      const response = await searchWorkers(api, viewer, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'lat and lng must be given together',
        code: 'workers-lat-lng-together',
      });
    }
  });

  it('answers 401 without a token', async () => {
    const response = await api.request({ url: '/api/workforce/workers' });
    expect(response.statusCode).toBe(401);
  });
});
