import { describeApi } from '../../../test/harness';
import type { HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { apply, createListing, eventsOf, insertContract } from './fixtures';
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

  describe('editing a listing', () => {
    let listing: Listing;
    beforeEach(async () => {
      listing = await createListing(api, owner, {}, estate);
    });
    const put = (body: unknown, user = owner, id = listing.id) =>
      api.as(user).put(`/api/rentals/${id}`, body);

    it('changes the fields sent, ignores landArea and availableTrees, and keeps the others', async () => {
      const response = await put({
        price: 99.9,
        duration: 4,
        description: ' Updated ',
        allowedCrops: ['wheat', ' ', 'Wheat'],
        priceType: 'yearly',
        durationType: 'long-term',
        landArea: 1,
        availableTrees: 1,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: listing.id,
        price: 99.9,
        duration: 4,
        description: 'Updated',
        allowedCrops: ['wheat'],
        priceType: 'yearly',
        durationType: 'long-term',
        landArea: 12.25,
        availableTrees: 40,
        status: 'available',
        startDate: listing.startDate,
      });
      expect(await eventsOf(api, listing.id)).toEqual(['created', 'updated']);
    });

    it('unpublishes an available listing and publishes it again, with an event each', async () => {
      const down = await put({ status: 'draft' });
      expect(down.statusCode).toBe(200);
      expect(down.json()).toMatchObject({ status: 'draft' });
      const up = await put({ status: 'available', price: 300 });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ status: 'available', price: 300 });
      const events = await eventsOf(api, listing.id);
      expect(events.slice(0, 2)).toEqual(['created', 'unpublished']);
      // Written in one transaction: their order within it carries no meaning.
      expect(events.slice(2).sort()).toEqual(['published', 'updated']);
    });

    it('treats a status equal to the current one as a plain edit', async () => {
      const response = await put({ status: 'available' });
      expect(response.statusCode).toBe(200);
      expect(await eventsOf(api, listing.id)).toEqual(['created']);
    });

    it.each([
      ['the price is below 1', { price: 0.5 }, 'Valid price is required'],
      ['the price is null', { price: null }, 'Valid price is required'],
      ['the price is text', { price: 'ten' }, 'Valid price is required'],
      ['the price has three decimals', { price: 1.234 }, 'Valid price is required'],
      [
        'the price is above 10,000,000',
        { price: 20_000_000 },
        'Price must be at most 10,000,000 euros',
      ],
      ['the duration is zero', { duration: 0 }, 'Duration is required'],
      ['the duration is null', { duration: null }, 'Duration is required'],
      ['the duration is fractional', { duration: 2.5 }, 'Duration is required'],
      ['the status is rented', { status: 'rented' }, 'status must be one of draft, available'],
      [
        'the description is too long',
        { description: 'x'.repeat(2001) },
        'description must be at most 2000 characters',
      ],
      ['an unknown field is sent', { estate: 'x' }, 'estate is not an allowed field'],
    ])('answers 400 when %s', async (_case, body, error) => {
      const response = await put(body);
      expect(response.json()).toEqual({ error, code: expect.any(String) });
      expect(response.statusCode).toBe(400);
    });

    it("answers 404 'Rental not found' to a stranger, even for an available listing", async () => {
      const response = await put({ price: 5 }, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Rental not found', code: 'rental-not-found' });
    });

    it('answers 409 for a rented listing, whatever is sent', async () => {
      await api.db.query(`UPDATE rentals SET status = 'rented' WHERE id = $1`, [listing.id]);
      for (const body of [{ price: 5 }, { status: 'draft' }, { status: 'available' }, {}]) {
        const response = await put(body);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: 'A rented listing cannot be edited',
          code: 'rented-not-editable',
        });
      }
    });
  });

  describe('deleting a listing', () => {
    it('answers 204, removes its applications and records a deleted event', async () => {
      const listing = await createListing(api, owner, {}, estate);
      const application = await apply(api, stranger, listing.id);
      const response = await api.as(owner).delete(`/api/rentals/${listing.id}`);
      expect(response.statusCode).toBe(204);
      expect((await api.as(owner).get(`/api/rentals/${listing.id}`)).statusCode).toBe(404);
      const left = await api.db.query('SELECT id FROM rental_applications WHERE id = $1', [
        application._id,
      ]);
      expect(left).toHaveLength(0);
      expect(await eventsOf(api, listing.id)).toEqual(['created', 'deleted']);
    });

    it("answers 404 'Rental not found' to a stranger and keeps the listing", async () => {
      const listing = await createListing(api, owner, {}, estate);
      const response = await api.as(stranger).delete(`/api/rentals/${listing.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Rental not found', code: 'rental-not-found' });
      expect((await api.as(owner).get(`/api/rentals/${listing.id}`)).statusCode).toBe(200);
    });

    it.each(['signed', 'active'])(
      'answers 409 while a contract of the listing is %s',
      async (status) => {
        const tenant = await api.user();
        const listing = await createListing(api, owner, {}, estate);
        await insertContract(api, {
          rentalId: listing.id,
          estateId: estate.id,
          ownerId: owner.id,
          tenantId: tenant.id,
          status,
        });
        const response = await api.as(owner).delete(`/api/rentals/${listing.id}`);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: 'This listing has a signed or active rental contract and cannot be deleted',
          code: 'listing-has-contract',
        });
      },
    );

    it('deletes its draft and pending contracts and keeps its completed ones without the link', async () => {
      const tenant = await api.user();
      const listing = await createListing(api, owner, {}, estate);
      const contract = (status: string) =>
        insertContract(api, {
          rentalId: listing.id,
          estateId: estate.id,
          ownerId: owner.id,
          tenantId: tenant.id,
          status,
        });
      const draft = await contract('draft');
      const pending = await contract('pending_signature');
      const completed = await contract('completed');
      const response = await api.as(owner).delete(`/api/rentals/${listing.id}`);
      expect(response.statusCode).toBe(204);
      const rows = await api.db.query<{ id: string; rental_id: string | null }>(
        'SELECT id, rental_id FROM contracts WHERE id = ANY($1::char(24)[]) ORDER BY id',
        [[draft, pending, completed]],
      );
      expect(rows).toEqual([{ id: completed, rental_id: null }]);
      expect(await eventsOf(api, draft)).toEqual(['deleted']);
    });

    it('lets the owner delete a rented listing whose contract is completed', async () => {
      const tenant = await api.user();
      const listing = await createListing(api, owner, {}, estate);
      await insertContract(api, {
        rentalId: listing.id,
        estateId: estate.id,
        ownerId: owner.id,
        tenantId: tenant.id,
        status: 'completed',
      });
      await api.db.query(`UPDATE rentals SET status = 'rented' WHERE id = $1`, [listing.id]);
      expect((await api.as(owner).delete(`/api/rentals/${listing.id}`)).statusCode).toBe(204);
    });
  });
});
