import { HttpError } from '../../../lib/http-errors';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { recordEvent } from '../../events';
import { markListingRented, rejectOtherPendingApplications } from '../applications/repository';
import { apply, createListing, eventsOf, insertContract } from './fixtures';

describeApi('rentals and the contracts and estates around them', (api) => {
  let owner: SignedInUser;
  let tenant: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    owner = await api.user({ name: 'Owner' });
    tenant = await api.user({ name: 'Tenant' });
    other = await api.user({ name: 'Other' });
  });

  const statusOf = async (table: 'rentals' | 'rental_applications', id: string) => {
    const [row] = await api.db.query<{ status: string }>(
      `SELECT status FROM ${table} WHERE id = $1`,
      [id],
    );
    return row?.status;
  };

  describe('recordEvent', () => {
    it('writes one event row with its actor, address, browser and details', async () => {
      const id = await api.db.transaction((tx) =>
        recordEvent(tx, {
          subjectType: 'contract',
          subjectId: 'abcdefabcdefabcdefabcdef',
          action: 'signed',
          actorId: owner.id,
          ip: '10.0.0.1',
          userAgent: 'Browser',
          details: { party: 'owner' },
        }),
      );
      const rows = await api.db.query('SELECT * FROM domain_events WHERE id = $1', [id]);
      expect(rows[0]).toMatchObject({
        subject_type: 'contract',
        subject_id: 'abcdefabcdefabcdefabcdef',
        action: 'signed',
        actor_id: owner.id,
        ip_address: '10.0.0.1',
        user_agent: 'Browser',
        details: { party: 'owner' },
      });
    });
  });

  describe('markListingRented', () => {
    it.each(['available', 'draft'])(
      'rents a %s listing and records a rented event',
      async (status) => {
        const listing = await createListing(api, owner, { status });
        await api.db.transaction((tx) => markListingRented(tx, listing.id));
        expect(await statusOf('rentals', listing.id)).toBe('rented');
        expect(await eventsOf(api, listing.id)).toEqual(['created', 'rented']);
      },
    );

    it('refuses with 409 a listing another contract already rented', async () => {
      const listing = await createListing(api, owner);
      await api.db.transaction((tx) => markListingRented(tx, listing.id));
      const error = await api.db
        .transaction((tx) => markListingRented(tx, listing.id))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        statusCode: 409,
        message: 'This rental has already been rented',
      });
    });

    it('does nothing for a listing that no longer exists', async () => {
      await expect(
        api.db.transaction((tx) => markListingRented(tx, '0123456789abcdef01234567')),
      ).resolves.toBeUndefined();
    });
  });

  describe('rejectOtherPendingApplications', () => {
    it('rejects every pending application of the listing and leaves the approved one', async () => {
      const listing = await createListing(api, owner);
      const approved = await apply(api, tenant, listing.id);
      await api.as(owner).put(`/api/rentals/applications/${approved._id}`, { status: 'approved' });
      const pending = await apply(api, other, listing.id);
      const elsewhere = await apply(api, other, (await createListing(api, owner)).id);
      const rejected = await api.db.transaction((tx) =>
        rejectOtherPendingApplications(tx, listing.id, tenant.id),
      );
      expect(rejected).toEqual([pending._id]);
      expect(await statusOf('rental_applications', pending._id)).toBe('rejected');
      expect(await statusOf('rental_applications', approved._id)).toBe('approved');
      expect(await statusOf('rental_applications', elsewhere._id)).toBe('pending');
      expect(await eventsOf(api, pending._id)).toEqual(['submitted', 'rejected']);
      const sent = await api.as(other).get(`/api/rentals/applications/sent?rentalId=${listing.id}`);
      expect(sent.json<{ applications: { status: string }[] }>().applications).toMatchObject([
        { status: 'rejected' },
      ]);
    });
  });

  describe('deleting an estate', () => {
    it.each(['signed', 'active'])(
      'answers 409 while a rental contract of the estate is %s, and deletes nothing',
      async (status) => {
        const estate = await api.estate(owner);
        const listing = await createListing(api, owner, {}, estate);
        await insertContract(api, {
          rentalId: null,
          estateId: estate.id,
          ownerId: owner.id,
          tenantId: tenant.id,
          status,
        });
        const response = await api.as(owner).delete(`/api/estates/${estate.id}`);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: 'This estate has a signed or active rental contract and cannot be deleted',
          code: 'estate-has-contract',
        });
        expect(await statusOf('rentals', listing.id)).toBe('available');
      },
    );

    it('takes its listings, their applications and its unsigned contracts with it, and keeps finished contracts', async () => {
      const estate = await api.estate(owner);
      const listing = await createListing(api, owner, {}, estate);
      const application = await apply(api, tenant, listing.id);
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
      const terminated = await contract('terminated');
      const response = await api.as(owner).delete(`/api/estates/${estate.id}`);
      expect(response.statusCode).toBe(204);
      expect(await statusOf('rentals', listing.id)).toBeUndefined();
      expect(await statusOf('rental_applications', application._id)).toBeUndefined();
      const contracts = await api.db.query<{ id: string; estate_id: string | null }>(
        'SELECT id, estate_id FROM contracts WHERE id = ANY($1::char(24)[])',
        [[draft, pending, terminated]],
      );
      expect(contracts).toEqual([{ id: terminated, estate_id: null }]);
      expect(await eventsOf(api, listing.id)).toEqual(['created', 'deleted']);
      expect(await eventsOf(api, pending)).toEqual(['deleted']);
    });

    it("still answers 404 for another user's estate before looking at contracts", async () => {
      const estate = await api.estate(owner);
      const response = await api.as(other).delete(`/api/estates/${estate.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Estate not found', code: 'estate-not-found' });
    });
  });
});
