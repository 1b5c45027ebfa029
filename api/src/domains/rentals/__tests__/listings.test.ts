import { describeApi } from '../../../test/harness';
import type { HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { apply, athensDay, createListing, insertContract, listingBody } from './fixtures';
import type { Listing } from './fixtures';

describeApi('rental listings', (api) => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let estate: HarnessEstate;

  beforeAll(async () => {
    owner = await api.user({ name: 'Maria Owner' });
    stranger = await api.user({ name: 'Nikos Stranger' });
    estate = await api.estate(owner, { name: 'Olive Terraces', treeCount: 40, landArea: 12.25 });
  });

  const post = (body: unknown, user = owner) => api.as(user).post('/api/rentals', body);

  describe('creating a listing', () => {
    it('answers 201 with the listing, its land area and trees taken from the estate', async () => {
      const response = await post(
        listingBody(estate.id, {
          landArea: 999,
          availableTrees: 999,
          allowedCrops: [' olives ', '', 'Figs', 'figs', 'OLIVES', 'grapes'],
          description: '  By the sea  ',
          price: 1234.56,
        }),
      );
      expect(response.statusCode).toBe(201);
      const listing = response.json<Listing>();
      expect(listing).toEqual({
        _id: listing.id,
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        estate: {
          _id: estate.id,
          name: 'Olive Terraces',
          address: estate.address,
          landArea: 12.25,
          treeCount: 40,
        },
        owner: { _id: owner.id, name: 'Maria Owner' },
        landArea: 12.25,
        availableTrees: 40,
        allowedCrops: ['olives', 'Figs', 'grapes'],
        price: 1234.56,
        priceType: 'monthly',
        duration: 2,
        durationType: 'seasonal',
        startDate: athensDay(7),
        description: 'By the sea',
        status: 'available',
        ratings: { average: 0, count: 0 },
        pendingApplications: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [row] = await api.db.query<{ price_cents: string | number }>(
        'SELECT price_cents FROM rentals WHERE id = $1',
        [listing.id],
      );
      expect(Number(row?.price_cents)).toBe(123456);
    });

    it('saves a draft with the default price type and duration type when they are left out', async () => {
      const { priceType: _p, durationType: _d, status: _s, ...body } = listingBody(estate.id);
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        status: 'draft',
        priceType: 'monthly',
        durationType: 'seasonal',
      });
    });

    it('accepts a start date of today in Europe/Athens', async () => {
      const response = await post(listingBody(estate.id, { startDate: athensDay(0) }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ startDate: athensDay(0) });
    });

    it('records a created event with the actor, address and browser', async () => {
      const response = await api
        .as(owner)
        .call('POST', '/api/rentals', listingBody(estate.id), { 'user-agent': 'RentalsTest/1.0' });
      const id = response.json<Listing>().id;
      const rows = await api.db.query<{
        action: string;
        actor_id: string;
        ip_address: string;
        user_agent: string;
        details: { status: string };
      }>(`SELECT * FROM domain_events WHERE subject_type = 'rental' AND subject_id = $1`, [id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'created',
        actor_id: owner.id,
        user_agent: 'RentalsTest/1.0',
        details: { status: 'available', estateId: estate.id },
      });
      expect(rows[0]?.ip_address).toMatch(/127\.0\.0\.1/);
    });

    it.each([
      ['the estate is missing', { estate: undefined }, 'Please select an estate'],
      ['the estate is empty', { estate: '   ' }, 'Please select an estate'],
      ['the estate is not a string', { estate: 42 }, 'Please select an estate'],
      ['the price is missing', { price: undefined }, 'Please enter a valid price'],
      ['the price is zero', { price: 0 }, 'Please enter a valid price'],
      ['the price is negative', { price: -5 }, 'Please enter a valid price'],
      ['the price is text', { price: '100' }, 'Please enter a valid price'],
      ['the price has more than two decimals', { price: 10.005 }, 'Please enter a valid price'],
      [
        'the price is above 10,000,000',
        { price: 10_000_000.01 },
        'Price must be at most 10,000,000 euros',
      ],
      ['the duration is missing', { duration: undefined }, 'Please enter a valid duration'],
      ['the duration is zero', { duration: 0 }, 'Please enter a valid duration'],
      ['the duration is fractional', { duration: 1.5 }, 'Please enter a valid duration'],
      ['the duration is text', { duration: '3' }, 'Please enter a valid duration'],
      ['the duration is above 1200', { duration: 1201 }, 'Duration must be at most 1200'],
      ['the start date is missing', { startDate: undefined }, 'Please select a start date'],
      ['the start date is not a date', { startDate: 'soon' }, 'Please select a start date'],
      ['the start date does not exist', { startDate: '2031-02-30' }, 'Please select a start date'],
      ['the start date is yesterday', { startDate: athensDay(-1) }, 'Please select a start date'],
      ['the status is rented', { status: 'rented' }, 'status must be one of draft, available'],
      [
        'the price type is unknown',
        { priceType: 'weekly' },
        'priceType must be one of monthly, seasonal, yearly',
      ],
      [
        'the duration type is unknown',
        { durationType: 'decades' },
        'durationType must be one of seasonal, yearly, long-term, monthly, months, seasons, years',
      ],
      [
        'there are more than 20 crops',
        { allowedCrops: Array.from({ length: 21 }, (_, index) => `crop ${index}`) },
        'allowedCrops must have at most 20 items',
      ],
      [
        'a crop is longer than 40 characters',
        { allowedCrops: ['x'.repeat(41)] },
        'allowedCrops[0] must be at most 40 characters',
      ],
      ['a crop is not text', { allowedCrops: [7] }, 'allowedCrops[0] must be a string'],
      [
        'the description is longer than 2000 characters',
        { description: 'd'.repeat(2001) },
        'description must be at most 2000 characters',
      ],
      ['an unknown field is sent', { title: 'Nice' }, 'title is not an allowed field'],
    ])('answers 400 when %s', async (_case, overrides, error) => {
      const body: Record<string, unknown> = listingBody(estate.id, overrides);
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const response = await post(body);
      expect(response.json()).toEqual({ error, code: expect.any(String) });
      expect(response.statusCode).toBe(400);
    });

    it('counts crops after dropping empty entries and duplicates', async () => {
      const crops = [...Array.from({ length: 20 }, (_, index) => `crop ${index}`), 'CROP 1', ' '];
      const response = await post(listingBody(estate.id, { allowedCrops: crops }));
      expect(response.statusCode).toBe(201);
      expect(response.json<{ allowedCrops: string[] }>().allowedCrops).toHaveLength(20);
    });

    it('answers 400 with a readable message when the body is not an object', async () => {
      const response = await post([1, 2]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The request body must be a JSON object',
        code: 'body-not-object',
      });
    });

    it("answers 404 'Estate not found' for another user's estate", async () => {
      const response = await post(listingBody(estate.id), stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Estate not found', code: 'estate-not-found' });
    });

    it("answers 404 'Estate not found' for an unknown or malformed estate id", async () => {
      for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
        const response = await post(listingBody(id));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Estate not found', code: 'estate-not-found' });
      }
    });

    it('answers 401 without a token', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/rentals',
        payload: listingBody(estate.id),
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('reading a listing', () => {
    it('shows an available listing to everyone, with the pending count to the owner only', async () => {
      const listing = await createListing(api, owner, {}, estate);
      await apply(api, stranger, listing.id);
      const asOwner = await api.as(owner).get(`/api/rentals/${listing.id}`);
      const asStranger = await api.as(stranger).get(`/api/rentals/${listing.id}`);
      expect(asOwner.statusCode).toBe(200);
      expect(asOwner.json()).toMatchObject({ id: listing.id, pendingApplications: 1 });
      expect(asStranger.statusCode).toBe(200);
      expect(asStranger.json()).toMatchObject({ id: listing.id, pendingApplications: 0 });
    });

    it("answers 404 'Rental not found' to a stranger for a draft, and shows it to its owner", async () => {
      const draft = await createListing(api, owner, { status: 'draft' }, estate);
      const asStranger = await api.as(stranger).get(`/api/rentals/${draft.id}`);
      expect(asStranger.statusCode).toBe(404);
      expect(asStranger.json()).toEqual({ error: 'Rental not found', code: 'rental-not-found' });
      expect((await api.as(owner).get(`/api/rentals/${draft.id}`)).statusCode).toBe(200);
    });

    it("answers 404 'Rental not found' for unknown and malformed ids", async () => {
      for (const id of ['0123456789abcdef01234567', 'ABCDEF0123456789ABCDEF01', 'nope']) {
        const response = await api.as(owner).get(`/api/rentals/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Rental not found', code: 'rental-not-found' });
      }
    });

    it('shows a rented listing to the tenant of its contract but not to a stranger', async () => {
      const tenant = await api.user({ name: 'Tenant' });
      const listing = await createListing(api, owner, {}, estate);
      await insertContract(api, {
        rentalId: listing.id,
        estateId: estate.id,
        ownerId: owner.id,
        tenantId: tenant.id,
        status: 'signed',
      });
      await api.db.query(`UPDATE rentals SET status = 'rented' WHERE id = $1`, [listing.id]);
      expect((await api.as(tenant).get(`/api/rentals/${listing.id}`)).statusCode).toBe(200);
      expect((await api.as(owner).get(`/api/rentals/${listing.id}`)).statusCode).toBe(200);
      const asStranger = await api.as(stranger).get(`/api/rentals/${listing.id}`);
      expect(asStranger.statusCode).toBe(404);
      expect(asStranger.json()).toEqual({ error: 'Rental not found', code: 'rental-not-found' });
    });
  });

  describe('my listings', () => {
    it('lists every listing of mine in any status, newest first, with pending counts', async () => {
      const me = await api.user();
      const mine = await api.estate(me);
      const first = await createListing(api, me, { status: 'draft' }, mine);
      const second = await createListing(api, me, {}, mine);
      const third = await createListing(api, me, {}, mine);
      await api.db.query(`UPDATE rentals SET status = 'rented' WHERE id = $1`, [third.id]);
      await apply(api, stranger, second.id);
      await createListing(api, stranger);
      const response = await api.as(me).get('/api/rentals/my');
      expect(response.statusCode).toBe(200);
      const { rentals } = response.json<{ rentals: Listing[] }>();
      expect(
        rentals.map((rental) => [rental.id, rental.status, rental.pendingApplications]),
      ).toEqual([
        [third.id, 'rented', 0],
        [second.id, 'available', 1],
        [first.id, 'draft', 0],
      ]);
    });
  });
});
