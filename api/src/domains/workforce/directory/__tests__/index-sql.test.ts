import { describeApi } from '../../../../test/harness';
import { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES, WORKER_SKILLS } from '../../constants';
import type { DirectoryFilters } from '../filters';
import { WorkerDirectory } from '../worker-directory';
import { matchedProfilesSql, searchWorkersSql } from '../sql';
import {
  globeWorkers,
  insertRatings,
  insertWorkers,
  seeded,
} from '../../__tests__/workers-fixtures';
import type { SeededWorker } from '../../__tests__/workers-fixtures';

/** Replay a failure with WORKERS_SEED=<the seed printed in the failing comparison>. */
const SEED = Number(process.env.WORKERS_SEED ?? 7_2026);

const LOCATION_TERMS = [
  'kala',
  'SPARTA',
  'fiji',
  'a',
  '%',
  '_',
  'svalbard',
  'nowhere',
  'ελαι',
  'ΚΑΛΑΜΆΤΑΣ',
  'i̇stanbul',
  'STRASSE',
  'straße',
];

describeApi('the in-memory worker directory against its SQL reference', (api) => {
  const random = seeded(SEED);
  let workers: SeededWorker[];

  function randomFilters(): DirectoryFilters {
    const maybe = <T>(value: T, chance = 0.3) => (random.next() < chance ? value : undefined);
    const limit = random.pick([1, 5, 20, 100]);
    const worker = random.pick(workers);
    const point =
      worker.lat !== null && random.next() < 0.7
        ? { lat: worker.lat, lng: worker.lng as number }
        : { lat: random.between(-90, 90), lng: random.between(-180, 180) };
    return {
      skills: random.next() < 0.4 ? [random.pick(WORKER_SKILLS), random.pick(WORKER_SKILLS)] : [],
      experience: maybe(random.pick(EXPERIENCE_LEVELS)),
      availability: maybe(random.pick(WORKER_AVAILABILITIES)),
      location: maybe(random.pick(LOCATION_TERMS)),
      near: maybe({ ...point, radiusKm: random.pick([1, 50, 300, 3000, 20000]) }, 0.6),
      limit,
      offset: random.pick([0, 0, limit, 3 * limit, 5000]),
    } as DirectoryFilters;
  }

  beforeAll(async () => {
    workers = await insertWorkers(api, globeWorkers(random));
    // Ratings, so that the order without a point is more than names.
    const employer = await api.user({ name: 'Employer' });
    for (let i = 0; i < 12; i++) {
      const scores = Array.from({ length: 1 + random.int(3) }, () => 1 + random.int(5));
      await insertRatings(api, employer.id, random.pick(workers).id, scores);
    }
  }, 120_000);

  it('answers what the SQL answers for random filters, points, radii and pages', async () => {
    const directory = new WorkerDirectory();
    let pages = 0;
    for (let round = 0; round < 300; round++) {
      const filters = randomFilters();
      const expected = await searchWorkersSql(api.db, filters);
      const actual = await directory.search(api.db, filters);
      // The seed and the filters are part of the comparison, so a failure prints them.
      expect({ seed: SEED, round, filters, ...actual }).toEqual({
        seed: SEED,
        round,
        filters,
        ...expected,
      });
      if (expected.workers.length > 0) pages += 1;
    }
    expect(pages).toBeGreaterThan(100);
  }, 120_000);

  it('examines only the profiles around the point, not every profile', async () => {
    const directory = new WorkerDirectory();
    const located = workers.filter((worker) => worker.published && worker.lat !== null).length;
    const result = await directory.search(api.db, {
      skills: [],
      near: { lat: 38, lng: 23.5, radiusKm: 50 },
      limit: 20,
      offset: 0,
    });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(directory.visited).toBeGreaterThanOrEqual(result.totalCount);
    expect(directory.visited).toBeLessThan(located / 20);
  });

  it('lets the database answer a search around a point from worker_profiles_position_idx', async () => {
    await api.db.query('ANALYZE worker_profiles');
    const { matched, params, radius } = matchedProfilesSql({
      skills: ['harvesting'],
      near: { lat: 38, lng: 23.5, radiusKm: 50 },
      limit: 20,
      offset: 0,
    });
    const plan = await api.db.transaction(async (tx) => {
      // On a table this small a scan is as cheap; forbid it to see that the index serves.
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT * FROM (${matched}) m WHERE m.metres <= ${radius}`,
        params,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('worker_profiles_position_idx');
    expect(plan).toMatch(/Index Cond: \(\(lat >= .*\) AND \(lat <= .*\) AND \(lng >= .*\)\)/);
  });
});
