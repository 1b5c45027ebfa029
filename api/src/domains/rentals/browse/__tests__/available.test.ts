import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { apply, athensDay, createListing } from '../../__tests__/fixtures';
import type { Listing } from '../../__tests__/fixtures';

interface Page {
  rentals: Listing[];
  pagination: { current: number; total: number; count: number; totalCount: number };
}

describeApi('browsing rental listings', (api) => {
  let me: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  // Created in this order, so newest first is the reverse.
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    me = await api.user({ name: 'Me' });
    alice = await api.user({ name: 'Alice' });
    bob = await api.user({ name: 'Bob' });
    const myEstate = await api.estate(me, { name: 'Sunny Hill', address: 'Areopoli, Mani' });
    const aliceEstate = await api.estate(alice, { name: 'Lemon Valley', address: 'Sparta' });
    const bobEstate = await api.estate(bob, { name: 'Big Plain', address: 'Larissa' });
    const make = async (
      key: string,
      user: SignedInUser,
      estate: { id: string },
      overrides: Record<string, unknown>,
    ) => {
      ids[key] = (await createListing(api, user, overrides, estate as never)).id;
    };
    await make('myAvailable', me, myEstate, { price: 200, description: 'Quiet' });
    await make('myDraft', me, myEstate, { status: 'draft', price: 210 });
    await make('myRented', me, myEstate, { price: 220 });
    await make('aliceAvailable', alice, aliceEstate, {
      price: 100,
      durationType: 'yearly',
      startDate: athensDay(30),
      description: 'Citrus orchard with 100% organic soil',
    });
    await make('aliceDraft', alice, aliceEstate, { status: 'draft' });
    await make('aliceRented', alice, aliceEstate, {});
    await make('bobAvailable', bob, bobEstate, {
      price: 5000,
      durationType: 'long-term',
      startDate: athensDay(3),
      description: 'Wheat fields',
    });
    await api.db.query(`UPDATE rentals SET status = 'rented' WHERE id = ANY($1::char(24)[])`, [
      [ids.myRented, ids.aliceRented],
    ]);
    await apply(api, bob, ids.myAvailable as string);
    await apply(api, me, ids.aliceAvailable as string);
  });

  const browse = async (query = '', user = me) => {
    const response = await api.as(user).get(`/api/rentals/available${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const keysOf = (page: Page) =>
    page.rentals.map((rental) => Object.keys(ids).find((key) => ids[key] === rental.id));

  it("shows everyone's available listings and my own drafts, newest first, by default", async () => {
    const page = await browse();
    expect(keysOf(page)).toEqual(['bobAvailable', 'aliceAvailable', 'myDraft', 'myAvailable']);
    expect(page.pagination).toEqual({ current: 1, total: 1, count: 4, totalCount: 4 });
  });

  it('leaves my drafts out when showDrafts is false', async () => {
    const page = await browse('?showDrafts=false');
    expect(keysOf(page)).toEqual(['bobAvailable', 'aliceAvailable', 'myAvailable']);
  });

  it('shows my available, rented and draft listings under ownership=mine', async () => {
    expect(keysOf(await browse('?ownership=mine'))).toEqual(['myRented', 'myDraft', 'myAvailable']);
    expect(keysOf(await browse('?ownership=mine&showDrafts=false'))).toEqual([
      'myRented',
      'myAvailable',
    ]);
  });

  it("shows only other users' available listings under ownership=others", async () => {
    expect(keysOf(await browse('?ownership=others'))).toEqual(['bobAvailable', 'aliceAvailable']);
  });

  it("never shows another user's drafts or rented listings, whatever the filters", async () => {
    for (const query of ['', '?ownership=all', '?ownership=others', '?showDrafts=true']) {
      const shown = keysOf(await browse(query, bob));
      expect(shown).not.toContain('myDraft');
      expect(shown).not.toContain('aliceDraft');
      expect(shown).not.toContain('myRented');
      expect(shown).not.toContain('aliceRented');
    }
  });

  it('counts pending applications on my own listings only', async () => {
    const page = await browse();
    const pending = Object.fromEntries(
      page.rentals.map((rental) => [
        keysOf({ ...page, rentals: [rental] })[0],
        rental.pendingApplications,
      ]),
    );
    expect(pending).toEqual({ bobAvailable: 0, aliceAvailable: 0, myDraft: 0, myAvailable: 1 });
  });

  it('filters by price in euros, both bounds inclusive', async () => {
    expect(keysOf(await browse('?minPrice=200&maxPrice=210'))).toEqual(['myDraft', 'myAvailable']);
    expect(keysOf(await browse('?minPrice=5000'))).toEqual(['bobAvailable']);
    expect(keysOf(await browse('?maxPrice=100'))).toEqual(['aliceAvailable']);
    expect(keysOf(await browse('?minPrice=99.99&maxPrice=100.01'))).toEqual(['aliceAvailable']);
  });

  it('filters by duration type', async () => {
    expect(keysOf(await browse('?durationType=long-term'))).toEqual(['bobAvailable']);
  });

  it('keeps listings whose start date is on or before availableFrom', async () => {
    expect(keysOf(await browse(`?availableFrom=${athensDay(3)}&showDrafts=false`))).toEqual([
      'bobAvailable',
    ]);
    expect(keysOf(await browse(`?availableFrom=${athensDay(7)}&showDrafts=false`))).toEqual([
      'bobAvailable',
      'myAvailable',
    ]);
    expect(keysOf(await browse(`?availableFrom=${athensDay(2)}`))).toEqual([]);
  });

  it("searches the estate's name and address and the description, ignoring case", async () => {
    expect(keysOf(await browse('?search=lemon%20VALLEY'))).toEqual(['aliceAvailable']);
    expect(keysOf(await browse('?search=larissa'))).toEqual(['bobAvailable']);
    expect(keysOf(await browse('?search=WHEAT'))).toEqual(['bobAvailable']);
    expect(keysOf(await browse('?search=%20%20mani%20'))).toEqual(['myDraft', 'myAvailable']);
  });

  it('matches % and _ in a search literally', async () => {
    expect(keysOf(await browse('?search=100%25'))).toEqual(['aliceAvailable']);
    expect(keysOf(await browse('?search=_'))).toEqual([]);
  });

  it('combines the filters', async () => {
    const page = await browse('?ownership=others&minPrice=50&search=citrus&durationType=yearly');
    expect(keysOf(page)).toEqual(['aliceAvailable']);
    expect(page.pagination).toEqual({ current: 1, total: 1, count: 1, totalCount: 1 });
  });

  it('pages on the server with page and limit', async () => {
    const first = await browse('?limit=3');
    expect(keysOf(first)).toEqual(['bobAvailable', 'aliceAvailable', 'myDraft']);
    expect(first.pagination).toEqual({ current: 1, total: 2, count: 3, totalCount: 4 });
    const second = await browse('?limit=3&page=2');
    expect(keysOf(second)).toEqual(['myAvailable']);
    expect(second.pagination).toEqual({ current: 2, total: 2, count: 1, totalCount: 4 });
  });

  it('answers an empty page with the total past the last page', async () => {
    const page = await browse('?limit=3&page=9');
    expect(page.rentals).toEqual([]);
    expect(page.pagination).toEqual({ current: 9, total: 2, count: 0, totalCount: 4 });
  });

  it('answers an empty first page when nothing matches', async () => {
    const page = await browse('?search=nowhere-at-all');
    expect(page).toEqual({
      rentals: [],
      pagination: { current: 1, total: 0, count: 0, totalCount: 0 },
    });
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?page=0', 'page must be at least 1'],
    ['?page=two', 'page must be a whole number'],
    ['?minPrice=cheap', 'minPrice must be a number'],
    ['?maxPrice=-1', 'maxPrice must be at least 0'],
    ['?ownership=theirs', 'ownership must be one of all, mine, others'],
    ['?availableFrom=tomorrow', 'availableFrom must be a valid date (YYYY-MM-DD)'],
    ['?showDrafts=perhaps', 'showDrafts must be true or false'],
  ])('answers 400 for %s', async (query, error) => {
    const response = await api.as(me).get(`/api/rentals/available${query}`);
    expect(response.json()).toEqual({ error, code: expect.any(String) });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await api.request({ url: '/api/rentals/available' });
    expect(response.statusCode).toBe(401);
  });
});
