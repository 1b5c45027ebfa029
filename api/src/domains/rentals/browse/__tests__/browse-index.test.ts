import { newId } from '../../../../lib/ids';
import { seeded } from '../../../../lib/random';
import { describeApi } from '../../../../test/harness';
import type { TestServer } from '../../../../test/app';
import type { SignedInUser } from '../../../../test/users';
import { BrowseIndex } from '../browse-index';
import { browseListingsSql } from '../repository';
import type { BrowseFilters } from '../../repository';
import { apply, athensDay, createListing } from '../../__tests__/fixtures';
import type { Listing } from '../../__tests__/fixtures';

const DURATION_TYPES = ['seasonal', 'yearly', 'long-term', 'monthly', 'months'];
const STATUSES = ['available', 'available', 'available', 'draft', 'rented'];
const ESTATES = [
  { name: 'Sunny Hill', address: 'Areopoli, Mani' },
  { name: 'Lemon VALLEY', address: 'Sparta, Lakonia' },
  { name: '100% Organic_Grove', address: 'Back\\slash Road 5' },
  { name: 'Ελαιώνας Καλαμάτας', address: 'ΚΑΛΑΜΆΤΑ, Μεσσηνία' },
  { name: 'İstanbul Straße', address: 'Großer Weg' },
  { name: 'Big Plain', address: 'Larissa' },
];
const DESCRIPTIONS = [
  '',
  'Quiet terraces with a well',
  'Citrus orchard, 100% organic soil',
  'Wheat fields under_score',
  'Ελιές και ΑΜΠΈΛΙΑ',
  'WELL-kept olive trees',
];
const SEARCHES = [
  'grove',
  'GROVE',
  'hill',
  'mani',
  'sparta',
  'lemon v',
  '100%',
  '%',
  '_',
  'c_trus',
  'under_score',
  '\\',
  'slash',
  'ελαι',
  'ΕΛΑΙ',
  'καλαμάτα',
  'αμπέλια',
  'i̇stanbul',
  'istanbul',
  'STRASSE',
  'straße',
  'well',
  'y, mani',
  'hillareopoli',
  'nowhere',
];

describeApi('the in-memory browse index', (api) => {
  const users: SignedInUser[] = [];
  const estates: { id: string; ownerId: string }[] = [];
  const random = seeded(2026);

  /** Inserts `count` listings straight into the table, some sharing a creation moment. */
  async function insertListings(count: number) {
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < count; i++) {
      const estate = random.pick(estates);
      // Ties on created_at (same microsecond) are broken by id, newest first.
      const micros = random.int(40) * 1_000_000 + random.pick([0, 1, 7, 999]);
      const createdAt = new Date(base + Math.floor(micros / 1000)).toISOString();
      await api.db.query(
        `INSERT INTO rentals (id, owner_id, estate_id, land_area, available_trees, allowed_crops,
           price_cents, price_type, duration, duration_type, start_date, description, status,
           created_at)
         VALUES ($1, $2, $3, $4, $5, $6::text[], $7, 'monthly', $8, $9, $10::date, $11, $12,
           $13::timestamptz + make_interval(secs => $14::float8 / 1000000))`,
        [
          newId(),
          estate.ownerId,
          estate.id,
          1 + random.int(40),
          1 + random.int(300),
          random.next() < 0.5 ? ['olives'] : [],
          random.pick([100, 199, 200, 250, 5000, 12345, 99999]),
          1 + random.int(6),
          random.pick(DURATION_TYPES),
          athensDay(random.int(60) - 10),
          random.pick(DESCRIPTIONS),
          random.pick(STATUSES),
          createdAt,
          micros % 1000,
        ],
      );
    }
  }

  function randomFilters(): BrowseFilters {
    const maybe = <T>(value: T, chance = 0.3) => (random.next() < chance ? value : undefined);
    const limit = random.pick([1, 3, 5, 20, 50, 100]);
    return {
      search: maybe(random.pick(SEARCHES), 0.5),
      minPriceCents: maybe(random.pick([100, 199, 200, 5000, 100_000])),
      maxPriceCents: maybe(random.pick([99, 100, 250, 12345, 99999])),
      durationType: maybe(random.pick(DURATION_TYPES)),
      availableFrom: maybe(athensDay(random.int(70) - 15)),
      ownership: random.pick(['all', 'mine', 'others'] as const),
      showDrafts: random.next() < 0.6,
      limit,
      offset: random.pick([0, 0, 0, 1, limit, 2 * limit, 37, 10_000]),
    };
  }

  /**
   * `rounds` random browses by random users: the index answers what the SQL answers.
   * Answers how many pages had listings and how many searches matched some.
   */
  async function compare(index: BrowseIndex, rounds: number) {
    const seen = { pages: 0, searchesMatched: 0, pendingShown: 0 };
    for (let round = 0; round < rounds; round++) {
      const viewer = random.pick(users);
      const filters = randomFilters();
      const expected = await browseListingsSql(api.db, viewer.id, filters);
      const actual = await index.browse(api.db, viewer.id, filters);
      expect({ filters, ...actual }).toEqual({ filters, ...expected });
      if (expected.rentals.length > 0) seen.pages += 1;
      if (filters.search && expected.totalCount > 0) seen.searchesMatched += 1;
      if (expected.rentals.some((rental) => rental.pendingApplications > 0)) {
        seen.pendingShown += 1;
      }
    }
    return seen;
  }

  beforeAll(async () => {
    for (const name of ['Anna', 'Βασίλης', 'Chris', 'Dora']) users.push(await api.user({ name }));
    for (const [i, body] of ESTATES.entries()) {
      const owner = users[i % users.length] as SignedInUser;
      const estate = await api.estate(owner, body);
      estates.push({ id: estate.id, ownerId: owner.id });
    }
    await insertListings(300);
    // Pending (and decided) applications on some listings, counted for their owners only.
    const rows = await api.db.query<{ id: string; ownerId: string }>(
      `SELECT id, owner_id AS "ownerId" FROM rentals WHERE status = 'available' ORDER BY id`,
    );
    for (const row of rows.slice(0, 60)) {
      const applicant = users.find((user) => user.id !== row.ownerId) as SignedInUser;
      await api.db.query(
        `INSERT INTO rental_applications (id, rental_id, applicant_id, start_date, status)
         VALUES ($1, $2, $3, CURRENT_DATE, $4)`,
        [newId(), row.id, applicant.id, random.pick(['pending', 'pending', 'rejected'])],
      );
    }
  }, 120_000);

  it('answers what the SQL answers for random filters, pages and viewers', async () => {
    const seen = await compare(new BrowseIndex(), 400);
    // The comparisons are about pages with listings, not only empty ones.
    expect(seen.pages).toBeGreaterThan(120);
    expect(seen.searchesMatched).toBeGreaterThan(40);
    expect(seen.pendingShown).toBeGreaterThan(5);
  }, 120_000);

  it('follows random writes by reading the version (another replica wrote them)', async () => {
    const index = new BrowseIndex();
    await compare(index, 20);
    for (let step = 0; step < 8; step++) {
      const [target] = await api.db.query<{ id: string; estateId: string; ownerId: string }>(
        `SELECT id, estate_id AS "estateId", owner_id AS "ownerId" FROM rentals
          ORDER BY id OFFSET $1 LIMIT 1`,
        [random.int(200)],
      );
      if (!target) throw new Error('no listing to change');
      const writes = [
        () => insertListings(3),
        () => api.db.query(`UPDATE rentals SET price_cents = $2 WHERE id = $1`, [target.id, 201]),
        () =>
          api.db.query(`UPDATE rentals SET status = $2 WHERE id = $1`, [
            target.id,
            random.pick(STATUSES),
          ]),
        () => api.db.query(`DELETE FROM rentals WHERE id = $1`, [target.id]),
        () =>
          api.db.query(`UPDATE estates SET name = $2, address = $3 WHERE id = $1`, [
            target.estateId,
            `Renamed grove ${step}`,
            random.pick(ESTATES).address,
          ]),
        () =>
          api.db.query(`UPDATE estates SET tree_count = tree_count + 1 WHERE id = $1`, [
            target.estateId,
          ]),
        () =>
          api.db.query(`UPDATE users SET name = $2 WHERE id = $1`, [target.ownerId, `N${step}`]),
      ];
      await random.pick(writes)();
      await compare(index, 15);
    }
  }, 120_000);

  it('trusts in-process notifications where the database sends them (PGlite)', async () => {
    if (!api.db.listenInProcess) return;
    const index = new BrowseIndex();
    const stop = await api.db.listenInProcess('rentals_changed', () => index.invalidate());
    index.notified = true;
    try {
      await compare(index, 20);
      await api.db.query(`UPDATE rentals SET price_cents = price_cents + 1`);
      await compare(index, 20);
      await insertListings(5);
      await compare(index, 20);
    } finally {
      await stop();
    }
  }, 120_000);

  it('does not bump the version for writes a browse does not show', async () => {
    const version = async () =>
      (await api.db.query<{ v: string }>(`SELECT version::text AS v FROM rentals_version`))[0]?.v;
    const before = await version();
    const [estate] = estates;
    await api.db.query(`UPDATE estates SET trees_version = trees_version + 1 WHERE id = $1`, [
      estate?.id,
    ]);
    await api.db.query(`UPDATE rentals SET status = 'draft' WHERE id = 'nonexistent'`);
    await api.db.query(`UPDATE users SET bio = 'changed' WHERE id = $1`, [users[0]?.id]);
    expect(await version()).toBe(before);
    await api.db.query(`UPDATE users SET name = name || '!' WHERE id = $1`, [users[0]?.id]);
    expect(await version()).not.toBe(before);
  });
});

interface Page {
  rentals: Listing[];
  pagination: { totalCount: number };
}

describeApi('browsing while another server writes', (api) => {
  let owner: SignedInUser;
  let viewer: SignedInUser;
  let other: TestServer;
  let estateId: string;

  const browse = async (server: TestServer = api.server, user = viewer) => {
    const response = await server.request({
      method: 'GET',
      url: '/api/rentals/available?limit=100',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const onOther = (user: SignedInUser, method: string, url: string, payload?: unknown) =>
    other.request({ method, url, payload, headers: user.auth });
  const find = (page: Page, id: string) => page.rentals.find((rental) => rental.id === id);

  beforeAll(async () => {
    owner = await api.user({ name: 'Owner One' });
    viewer = await api.user({ name: 'Viewer' });
    estateId = (await api.estate(owner, { name: 'First Grove', address: 'Kalamata' })).id;
    await createListing(api, owner, { price: 300 }, { id: estateId } as never);
    other = await api.startServer();
  }, 60_000);

  it("sees the other server's new listing, price change, renames and deletion", async () => {
    expect((await browse()).pagination.totalCount).toBe(1);

    const created = await onOther(owner, 'POST', '/api/rentals', {
      estate: estateId,
      price: 420,
      duration: 2,
      startDate: athensDay(5),
      status: 'available',
      description: 'Second listing',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Listing>().id;
    let page = await browse();
    expect(page.pagination.totalCount).toBe(2);
    expect(page.rentals[0]?.id).toBe(id);
    expect(find(page, id)?.price).toBe(420);

    expect((await onOther(owner, 'PUT', `/api/rentals/${id}`, { price: 99.5 })).statusCode).toBe(
      200,
    );
    expect(find(await browse(), id)?.price).toBe(99.5);

    const renamed = await onOther(owner, 'PUT', `/api/estates/${estateId}`, { name: 'New Name' });
    expect(renamed.statusCode).toBe(200);
    page = await browse();
    expect(find(page, id)?.estate).toMatchObject({ name: 'New Name' });
    expect(
      (await browse(api.server)).rentals.map((r) => (r.estate as { name: string }).name),
    ).toEqual(['New Name', 'New Name']);
    const searched = await api.server.request({
      method: 'GET',
      url: '/api/rentals/available?search=new%20name',
      headers: viewer.auth,
    });
    expect(searched.json<Page>().pagination.totalCount).toBe(2);

    const profile = await onOther(owner, 'PUT', '/api/profile', { name: 'Renamed Owner' });
    expect(profile.statusCode).toBe(200);
    expect(find(await browse(), id)?.owner).toEqual({ _id: owner.id, name: 'Renamed Owner' });

    expect((await onOther(owner, 'DELETE', `/api/rentals/${id}`)).statusCode).toBe(204);
    page = await browse();
    expect(find(page, id)).toBeUndefined();
    expect(page.pagination.totalCount).toBe(1);
  });

  it('sees a change written straight to the database at once', async () => {
    const [listing] = (await browse()).rentals;
    if (!listing) throw new Error('no listing');
    await api.db.query(`UPDATE rentals SET price_cents = 77700 WHERE id = $1`, [listing.id]);
    expect(find(await browse(), listing.id)?.price).toBe(777);
    await api.db.query(`UPDATE rentals SET status = 'draft' WHERE id = $1`, [listing.id]);
    expect(find(await browse(), listing.id)).toBeUndefined();
    expect(find(await browse(api.server, owner), listing.id)).toBeDefined();
    await api.db.query(`UPDATE rentals SET status = 'available' WHERE id = $1`, [listing.id]);
  });

  it("counts the owner's pending applications live, on either server", async () => {
    const [listing] = (await browse(api.server, owner)).rentals;
    if (!listing) throw new Error('no listing');
    expect(listing.pendingApplications).toBe(0);
    await apply(api, viewer, listing.id);
    expect(find(await browse(other, owner), listing.id)?.pendingApplications).toBe(1);
    expect(find(await browse(api.server, owner), listing.id)?.pendingApplications).toBe(1);
    expect(find(await browse(api.server, viewer), listing.id)?.pendingApplications).toBe(0);
  });
});
