import type { Database } from '../../db';
import { CATEGORY_BY_TREE_TYPE } from '../../domains/estates';
import { todayInAthens } from '../../lib/dates';
import { startTestServer } from '../../test/app';
import type { TestServer } from '../../test/app';
import { DATABASE_START_TIMEOUT_MS, testDatabases } from '../../test/databases';
import { DEMO_ACCOUNT } from '../account';
import { DEMO_PASSWORD, planDemoWorld } from '../plan';
import { DEMO_TREE_CATEGORIES } from '../seed';

const plan = planDemoWorld({ owner: DEMO_ACCOUNT, today: todayInAthens() });
const SEEDING_TIMEOUT_MS = 120_000;

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe('the demo world plan', () => {
  it('is the same world for the same day and seed, and every date is relative to the day', () => {
    expect(planDemoWorld({ owner: DEMO_ACCOUNT, today: '2026-11-25' })).toEqual(
      planDemoWorld({ owner: DEMO_ACCOUNT, today: '2026-11-25' }),
    );
    const later = planDemoWorld({ owner: DEMO_ACCOUNT, today: '2027-03-01' });
    expect(later.harvests.every((harvest) => harvest.date < '2027-03-01')).toBe(true);
    expect(later.harvests.some((harvest) => harvest.date < '2026-03-01')).toBe(true);
  });

  it('gives the demo owner two estates in Messinia and Crete, a few hundred trees in mixed states and two seasons of harvests', () => {
    const own = plan.estates.filter((estate) => estate.owner === 'owner');
    expect(own.map((estate) => estate.address)).toEqual([
      expect.stringContaining('Messinia'),
      expect.stringContaining('Crete'),
    ]);
    const trees = own.reduce((sum, estate) => sum + estate.treeCount, 0);
    expect(trees).toBeGreaterThanOrEqual(200);
    expect(Object.keys(countBy(plan.treeChanges, (change) => change.state)).sort()).toEqual(
      ['burned', 'destroyed', 'pruned', 'ready_to_harvest', 'sick', 'watered'].sort(),
    );
    const years = new Set(plan.harvests.map((harvest) => harvest.date.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(2);
  });

  it('names tree categories as the estates domain does', () => {
    for (const [type, category] of Object.entries(DEMO_TREE_CATEGORIES)) {
      expect(CATEGORY_BY_TREE_TYPE[type as keyof typeof CATEGORY_BY_TREE_TYPE]).toBe(category);
    }
  });

  it('tags the other people’s addresses when asked, so several worlds fit one database', () => {
    const tagged = planDemoWorld({ owner: DEMO_ACCOUNT, today: '2026-11-25', emailTag: 'e2e7' });
    expect(tagged.people.slice(1).every((person) => person.email.includes('+e2e7@'))).toBe(true);
    expect(tagged.people[0]?.email).toBe(DEMO_ACCOUNT.email);
  });
});

describe.each(testDatabases())('a first start with SEED_DEMO=true on $name', (database) => {
  let db: Database;
  let close: () => Promise<void>;
  let server: TestServer;
  let token: string;

  async function call(method: string, url: string, body?: unknown, as = token) {
    return server.request({
      method,
      url,
      headers: { authorization: `Bearer ${as}` },
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  async function signIn(email: string, password: string): Promise<string> {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ accessToken: string }>().accessToken;
  }

  beforeAll(async () => {
    ({ db, close } = await database.open());
    server = await startTestServer(db, { seedDemo: true });
    token = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  }, DATABASE_START_TIMEOUT_MS + SEEDING_TIMEOUT_MS);

  afterAll(async () => {
    await server?.close();
    await close?.();
  });

  it("shows the demo owner their two estates with every planned tree and each tree's state", async () => {
    const response = await call('GET', '/api/estates');
    expect(response.statusCode).toBe(200);
    const estates = response.json<{ estates: { name: string; treeCount: number }[] }>().estates;
    const own = plan.estates.filter((estate) => estate.owner === 'owner');
    expect(estates.map((estate) => estate.name).sort()).toEqual(
      own.map((estate) => estate.name).sort(),
    );

    // Hand count from the plan: every tree not changed stays healthy.
    const summary = (await call('GET', '/api/reports/summary')).json<{
      totals: { estates: number; trees: number };
      treeHealth: { healthy: number; diseased: number; readyToHarvest: number };
      harvests: { pending: number; approved: number; rejected: number; approvedWeightKg: number };
      applications: { rentalReceived: number; rentalPending: number; jobReceived: number };
    }>();
    const trees = own.reduce((sum, estate) => sum + estate.treeCount, 0);
    const states = countBy(plan.treeChanges, (change) => change.state);
    expect(summary.totals).toMatchObject({ estates: 2, trees });
    expect(summary.treeHealth).toMatchObject({
      healthy: trees - plan.treeChanges.length,
      diseased: states.sick,
      readyToHarvest: states.ready_to_harvest,
    });
    const statuses = countBy(plan.harvests, (harvest) => harvest.status);
    const approvedKg = plan.harvests
      .filter((harvest) => harvest.status === 'Approved')
      .reduce((sum, harvest) => sum + harvest.weight, 0);
    expect(summary.harvests).toMatchObject({
      pending: statuses.Pending ?? 0,
      approved: statuses.Approved ?? 0,
      rejected: statuses.Rejected ?? 0,
    });
    expect(summary.harvests.approvedWeightKg).toBeCloseTo(approvedKg, 1);
    expect(summary.applications).toMatchObject({
      rentalReceived: 1,
      rentalPending: 1,
      jobReceived: 1,
    });
  });

  it("has an application waiting for the demo owner's decision and a contract waiting for their signature", async () => {
    const received = (await call('GET', '/api/rentals/applications/received')).json<{
      applications: { status: string; applicant: { name: string } }[];
    }>().applications;
    expect(received.map((row) => [row.status, row.applicant.name])).toEqual([
      ['pending', 'Nikos Papadakis'],
    ]);

    const pending = (await call('GET', '/api/rental-contracts/pending-signature')).json<{
      contracts: {
        status: string;
        owner: { name: string };
        signatures: { owner: { signed: boolean }; tenant: { signed: boolean } };
      }[];
    }>().contracts;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      status: 'pending_signature',
      owner: { name: 'Eleni Markou' },
      signatures: { owner: { signed: true }, tenant: { signed: false } },
    });
  });

  it("offers a second user's listing the demo owner can apply to", async () => {
    const available = (await call('GET', '/api/rentals/available?ownership=others')).json<{
      rentals: { id: string; estate: { name: string }; owner: { name: string } }[];
    }>().rentals;
    const koroni = available.find((rental) => rental.estate.name === 'Koroni Hillside Olives');
    expect(koroni?.owner.name).toBe('Eleni Markou');
    const applied = await call('POST', `/api/rentals/${koroni?.id}/apply`, {
      startDate: plan.listings[1]?.startDate,
      message: 'Trying the demo',
    });
    expect(applied.statusCode).toBe(201);
  });

  it('has two active job listings with an application, and published workers near the estates', async () => {
    const jobs = (await call('GET', '/api/workforce/job-listings/my')).json<{
      jobListings: { title: string; status: string }[];
    }>().jobListings;
    expect(jobs.map((job) => [job.title, job.status]).sort()).toEqual([
      ['Citrus pruning crew', 'active'],
      ['Olive harvest pickers', 'active'],
    ]);

    const near = async (lat: number, lng: number) =>
      (await call('GET', `/api/workforce/workers?lat=${lat}&lng=${lng}&maxDistance=50`))
        .json<{ workers: { name: string }[] }>()
        .workers.map((worker) => worker.name)
        .sort();
    const [messinia, crete] = plan.estates;
    expect(await near(messinia!.coordinates.lat, messinia!.coordinates.lng)).toEqual([
      'Giorgos Antonakos',
      'Panagiotis Dimas',
      'Sofia Karali',
    ]);
    expect(await near(crete!.coordinates.lat, crete!.coordinates.lng)).toEqual([
      'Manolis Tzanakis',
      'Maria Vlachaki',
    ]);
  });

  it("has a team: Sofia works the Kalamata grove as field staff and her round is the estate's latest change; Maria manages the Chania estate", async () => {
    const personToken = (key: string) =>
      signIn(plan.people.find((person) => person.key === key)!.email, DEMO_PASSWORD);
    const estatesOf = async (as: string) =>
      (await call('GET', '/api/estates', undefined, as))
        .json<{ estates: { id: string; name: string; role: string }[] }>()
        .estates.map(({ id, name, role }) => ({ id, name, role }));
    const sofia = await estatesOf(await personToken('sofia'));
    expect(sofia).toEqual([
      { id: expect.any(String), name: 'Kalamata Olive Grove', role: 'field_staff' },
    ]);
    expect(await estatesOf(await personToken('maria'))).toEqual([
      { id: expect.any(String), name: 'Chania Citrus & Olive Estate', role: 'manager' },
    ]);

    const members = (await call('GET', `/api/estates/${sofia[0]!.id}/members`)).json<{
      members: { name: string; role: string }[];
    }>().members;
    expect(members.map(({ name, role }) => [name, role])).toEqual(
      expect.arrayContaining([['Sofia Karali', 'field_staff']]),
    );
    const recent = (await call('GET', `/api/estates/${sofia[0]!.id}/history`)).json<{
      history: { actor: { name: string } | null; changes: { field: string; to: unknown }[] }[];
    }>().history;
    const round = plan.treeChanges.filter((change) => change.by === 'sofia');
    expect(round.length).toBeGreaterThan(0);
    expect(recent.slice(0, round.length).map((row) => row.actor?.name)).toEqual(
      round.map(() => 'Sofia Karali'),
    );
    expect(recent[0]!.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'notes' })]),
    );
  });

  it('lets every other demo person sign in with the public demo password', async () => {
    for (const person of plan.people.slice(1)) {
      expect(await signIn(person.email, DEMO_PASSWORD)).toEqual(expect.any(String));
    }
  });

  it('creates nothing more when the product starts again on the same database', async () => {
    const count = async () =>
      (
        await db.query<{ users: number; estates: number }>(
          'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM estates) AS estates',
        )
      )[0];
    const before = await count();
    const again = await startTestServer(db, { seedDemo: true });
    await again.close();
    expect(await count()).toEqual(before);
    expect(before).toEqual({ users: plan.people.length, estates: plan.estates.length });
  });
});

describe('a first start with SEED_DEMO=false', () => {
  const [pglite] = testDatabases();
  it(
    'creates no account and no world',
    async () => {
      const { db, close } = await pglite!.open();
      try {
        const server = await startTestServer(db, { seedDemo: false });
        await server.close();
        const [row] = await db.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
        expect(row?.users).toBe(0);
      } finally {
        await close();
      }
    },
    DATABASE_START_TIMEOUT_MS,
  );
});
