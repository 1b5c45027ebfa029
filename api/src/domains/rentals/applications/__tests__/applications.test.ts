import { describeApi } from '../../../../test/harness';
import type { HarnessEstate } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import {
  apply,
  athensDay,
  createListing,
  eventsOf,
  insertContract,
} from '../../__tests__/fixtures';
import type { Listing } from '../../__tests__/fixtures';

interface Application {
  _id: string;
  id: string;
  status: string;
  contractId: string | null;
  rental: { _id: string; status: string };
  [key: string]: unknown;
}

describeApi('rental applications', (api) => {
  let owner: SignedInUser;
  let applicant: SignedInUser;
  let stranger: SignedInUser;
  let estate: HarnessEstate;
  let listing: Listing;

  beforeAll(async () => {
    owner = await api.user({ name: 'Eleni Owner' });
    applicant = await api.user({ name: 'Kostas Applicant' });
    stranger = await api.user({ name: 'Stranger' });
    estate = await api.estate(owner, { name: 'Fig Garden', address: 'Chania' });
  });

  beforeEach(async () => {
    listing = await createListing(api, owner, { price: 75.25, duration: 3 }, estate);
  });

  const applyTo = (body: unknown, user = applicant, id = listing.id) =>
    api.as(user).post(`/api/rentals/${id}/apply`, body);

  describe('applying', () => {
    it('answers 201 with the pending application as the front end reads it', async () => {
      const response = await applyTo({ startDate: athensDay(5), message: '  I farm figs.  ' });
      expect(response.statusCode).toBe(201);
      const application = response.json<Application>();
      expect(application).toEqual({
        _id: application.id,
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        rental: {
          _id: listing.id,
          estate: { name: 'Fig Garden', address: 'Chania', landArea: estate.landArea },
          owner: { _id: owner.id, name: 'Eleni Owner' },
          price: 75.25,
          priceType: 'monthly',
          duration: 3,
          durationType: 'seasonal',
          status: 'available',
        },
        applicant: {
          _id: applicant.id,
          name: 'Kostas Applicant',
          email: applicant.email,
          // No ended contract has rated them yet (issue 28).
          rating: { average: 0, count: 0 },
        },
        status: 'pending',
        startDate: athensDay(5),
        appliedAt: expect.any(String),
        message: 'I farm figs.',
        contractId: null,
      });
      expect(await eventsOf(api, application.id)).toEqual(['submitted']);
    });

    it('reads an ISO timestamp as its calendar date in Europe/Athens', async () => {
      // Local midnight in Athens (UTC+2 or UTC+3) is the evening before in UTC.
      const [year, month, day] = athensDay(10).split('-').map(Number) as [number, number, number];
      const midnightAthens = new Date(Date.UTC(year, month - 1, day) - 2 * 3600 * 1000);
      const response = await applyTo({ startDate: midnightAthens.toISOString() });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ startDate: athensDay(10), message: '' });
    });

    it.each([
      ['the start date is missing', { message: 'hi' }, 'Please select a start date'],
      ['the start date is empty', { startDate: '' }, 'Please select a start date'],
      ['the start date is not a date', { startDate: 'next week' }, 'Please select a start date'],
      ['the start date is in the past', { startDate: athensDay(-1) }, 'Please select a start date'],
      [
        'the start date is a past timestamp',
        { startDate: '2020-01-01T10:00:00.000Z' },
        'Please select a start date',
      ],
      [
        'the message is longer than 2000 characters',
        { startDate: athensDay(5), message: 'm'.repeat(2001) },
        'message must be at most 2000 characters',
      ],
      [
        'an unknown field is sent',
        { startDate: athensDay(5), price: 1 },
        'price is not an allowed field',
      ],
    ])('answers 400 when %s', async (_case, body, error) => {
      const response = await applyTo(body);
      expect(response.json()).toEqual({ error, code: expect.any(String) });
      expect(response.statusCode).toBe(400);
    });

    it('answers 409 to a second pending application of the same person', async () => {
      await apply(api, applicant, listing.id);
      const response = await applyTo({ startDate: athensDay(20) });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'You already have a pending application for this rental',
        code: 'duplicate-application',
      });
    });

    it('accepts a new application once the previous one was rejected', async () => {
      const first = await apply(api, applicant, listing.id);
      await api.as(owner).put(`/api/rentals/applications/${first._id}`, { status: 'rejected' });
      expect((await applyTo({ startDate: athensDay(8) })).statusCode).toBe(201);
    });

    it('answers 403 to the owner applying to their own listing', async () => {
      const response = await applyTo({ startDate: athensDay(5) }, owner);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'You cannot apply to your own property',
        code: 'own-property',
      });
    });

    it("answers 404 'Rental not found' for a draft, a rented, an unknown or a malformed listing", async () => {
      const draft = await createListing(api, owner, { status: 'draft' }, estate);
      const rented = await createListing(api, owner, {}, estate);
      await api.db.query(`UPDATE rentals SET status = 'rented' WHERE id = $1`, [rented.id]);
      for (const id of [draft.id, rented.id, '0123456789abcdef01234567', 'xyz']) {
        const response = await applyTo({ startDate: athensDay(5) }, applicant, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Rental not found', code: 'rental-not-found' });
      }
    });

    it('answers 409 to the tenant of a rented listing, who can see it', async () => {
      await insertContract(api, {
        rentalId: listing.id,
        estateId: estate.id,
        ownerId: owner.id,
        tenantId: applicant.id,
        status: 'signed',
      });
      await api.db.query(`UPDATE rentals SET status = 'rented' WHERE id = $1`, [listing.id]);
      const response = await applyTo({ startDate: athensDay(5) });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'This rental has already been rented',
        code: 'rental-already-rented',
      });
    });
  });

  describe('listing applications', () => {
    it('shows the owner the applications received, newest first, and the applicant those sent', async () => {
      const other = await createListing(api, owner, {}, estate);
      const first = await apply(api, applicant, listing.id);
      const second = await apply(api, stranger, other.id);
      const received = await api.as(owner).get('/api/rentals/applications/received');
      expect(received.statusCode).toBe(200);
      const receivedIds = received
        .json<{ applications: Application[] }>()
        .applications.map((application) => application.id);
      expect(receivedIds.slice(0, 2)).toEqual([second._id, first._id]);
      const sent = await api.as(applicant).get('/api/rentals/applications/sent');
      const sentIds = sent
        .json<{ applications: Application[] }>()
        .applications.map((application) => application.id);
      expect(sentIds).toContain(first._id);
      expect(sentIds).not.toContain(second._id);
      const strangerReceived = await api.as(stranger).get('/api/rentals/applications/received');
      expect(strangerReceived.json()).toEqual({ applications: [] });
    });

    it('filters both lists to one listing with rentalId', async () => {
      const other = await createListing(api, owner, {}, estate);
      const mine = await apply(api, applicant, listing.id);
      await apply(api, applicant, other.id);
      const received = await api
        .as(owner)
        .get(`/api/rentals/applications/received?rentalId=${listing.id}`);
      expect(
        received.json<{ applications: Application[] }>().applications.map((a) => a.id),
      ).toEqual([mine._id]);
      const sent = await api
        .as(applicant)
        .get(`/api/rentals/applications/sent?rentalId=${listing.id}`);
      expect(sent.json<{ applications: Application[] }>().applications.map((a) => a.id)).toEqual([
        mine._id,
      ]);
    });

    it("answers 404 'Rental not found' for received applications of a listing that is not mine", async () => {
      for (const rentalId of [listing.id, '0123456789abcdef01234567', 'bad']) {
        const response = await api
          .as(applicant)
          .get(`/api/rentals/applications/received?rentalId=${rentalId}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Rental not found', code: 'rental-not-found' });
      }
    });

    it('answers an empty list of sent applications for a malformed rentalId', async () => {
      const response = await api.as(applicant).get('/api/rentals/applications/sent?rentalId=bad');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ applications: [] });
    });

    it('carries the id of the contract drawn up from an application', async () => {
      const application = await apply(api, applicant, listing.id);
      await api
        .as(owner)
        .put(`/api/rentals/applications/${application._id}`, { status: 'approved' });
      const contractId = await insertContract(api, {
        rentalId: listing.id,
        estateId: estate.id,
        ownerId: owner.id,
        tenantId: applicant.id,
        status: 'draft',
        applicationId: application._id,
      });
      const sent = await api
        .as(applicant)
        .get(`/api/rentals/applications/sent?rentalId=${listing.id}`);
      expect(sent.json<{ applications: Application[] }>().applications[0]).toMatchObject({
        id: application._id,
        status: 'approved',
        contractId,
      });
    });
  });

  describe('deciding on an application', () => {
    let application: { _id: string };
    beforeEach(async () => {
      application = await apply(api, applicant, listing.id);
    });
    const decide = (status: unknown, user = owner, id = application._id) =>
      api.as(user).put(`/api/rentals/applications/${id}`, { status });

    it.each(['approved', 'rejected'])(
      'lets the owner move a pending application to %s, with an event',
      async (status) => {
        const response = await decide(status);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: application._id, status });
        expect(await eventsOf(api, application._id)).toEqual(['submitted', status]);
        const [row] = await api.db.query<{ decided_by: string }>(
          'SELECT decided_by FROM rental_applications WHERE id = $1',
          [application._id],
        );
        expect(row?.decided_by).toBe(owner.id);
      },
    );

    it.each([
      ['approved', 'approved'],
      ['approved', 'rejected'],
      ['rejected', 'approved'],
      ['rejected', 'rejected'],
    ])('answers 409 when an application already %s is moved to %s', async (first, second) => {
      expect((await decide(first)).statusCode).toBe(200);
      const response = await decide(second);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: `This application has already been ${first}`,
        code: expect.any(String),
      });
    });

    it('answers 403 to the applicant, who sees the application but cannot decide', async () => {
      const response = await decide('approved', applicant);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Only the listing owner can decide on an application',
        code: 'owner-decides',
      });
    });

    it("answers 404 'Application not found' to a stranger and for unknown or malformed ids", async () => {
      const cases: [SignedInUser, string][] = [
        [stranger, application._id],
        [owner, '0123456789abcdef01234567'],
        [owner, 'bad-id'],
      ];
      for (const [user, id] of cases) {
        const response = await decide('approved', user, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'Application not found',
          code: 'application-not-found',
        });
      }
    });

    it.each([
      ['pending', 'status must be one of approved, rejected'],
      [undefined, 'status is required'],
    ])('answers 400 for the status %s', async (status, error) => {
      const response = await decide(status);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, code: expect.any(String) });
    });
  });
});
