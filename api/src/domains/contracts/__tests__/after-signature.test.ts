/**
 * Rental contracts after the signature (issue 28): the lifecycle job over dates with the
 * clock set by the test, early termination and its rights, relisting, and ratings.
 */
import { setClock } from '../../../lib/clock';
import { describeApi } from '../../../test/harness';
import {
  application,
  listing as newListing,
  expectStatus,
  fromApplicationUrl,
  SIGNATURE,
  signedContract,
} from './fixtures';
import type { ContractJson } from './fixtures';
import { contractAs, contractKinds, passAt, url } from './after-signature-fixtures';

describeApi('rental contracts after the signature', (api) => {
  afterEach(() => setClock(null));

  describe('the lifecycle job over dates', () => {
    it('activates on the start date (Athens), tells of the end once, and completes after the end date', async () => {
      const deal = await signedContract(api, { estateName: 'Koroni Hillside Olives' });
      const { id } = deal.contract;
      const stranger = await api.user({ name: 'Eleni Stranger' });
      expect(deal.contract.contractTerms.rentalPeriod).toMatchObject({
        startDate: '2030-10-01',
        endDate: '2031-10-01',
      });
      expect(deal.contract).toMatchObject({
        status: 'signed',
        completedAt: null,
        terminatedAt: null,
        relistOnCompletion: false,
        termination: null,
        ratings: { owner: null, tenant: null },
      });

      // 23:30 in Athens on the day before: still signed.
      await passAt(api, '2030-09-30T20:30:00Z');
      expect((await contractAs(api, deal.owner, id)).status).toBe('signed');

      // 00:30 in Athens on the start date (still the 30th in UTC): active.
      await passAt(api, '2030-09-30T21:30:00Z');
      const active = await contractAs(api, deal.tenant, id);
      expect(active.status).toBe('active');
      expect(active.activatedAt).toBe('2030-09-30T21:30:00.000Z');
      expect(active.timeline.at(-1)).toMatchObject({
        action: 'activated',
        actor: { _id: '', name: 'Grovekeeper' },
      });
      expect(await contractKinds(api, deal.owner, id)).toEqual(['contract_starting']);
      expect((await contractKinds(api, deal.tenant, id)).at(-1)).toBe('contract_starting');

      // 31 days before the end: no notice yet; 30 days before: one, and only one.
      await passAt(api, '2031-08-31T09:00:00Z');
      expect(await contractKinds(api, deal.owner, id)).toEqual(['contract_starting']);
      await passAt(api, '2031-09-01T09:00:00Z');
      await passAt(api, '2031-09-02T09:00:00Z');
      expect(await contractKinds(api, deal.owner, id)).toEqual([
        'contract_starting',
        'contract_ending_soon',
      ]);
      expect(
        (await contractKinds(api, deal.tenant, id)).filter((k) => k === 'contract_ending_soon'),
      ).toHaveLength(1);

      // The end date itself is still part of the contract.
      await passAt(api, '2031-10-01T20:00:00Z');
      expect((await contractAs(api, deal.owner, id)).status).toBe('active');

      await passAt(api, '2031-10-01T21:30:00Z');
      const completed = await contractAs(api, deal.owner, id);
      expect(completed.status).toBe('completed');
      expect(completed.completedAt).toBe('2031-10-01T21:30:00.000Z');
      expect(completed.timeline.map((event) => event.action)).toEqual([
        'created',
        'submitted',
        'signed',
        'signed',
        'activated',
        'completed',
      ]);
      expect(await contractKinds(api, deal.owner, id)).toEqual([
        'contract_starting',
        'contract_ending_soon',
        'contract_ended',
      ]);
      expect((await contractKinds(api, deal.tenant, id)).slice(-3)).toEqual([
        'contract_starting',
        'contract_ending_soon',
        'contract_ended',
      ]);
      expect(await contractKinds(api, stranger, id)).toEqual([]);

      // Not chosen: the listing stays rented.
      const listing = await api.as(deal.owner).get(`/api/rentals/${deal.rentalId}`);
      expect(listing.json<{ status: string }>().status).toBe('rented');

      // A later pass changes nothing more.
      await passAt(api, '2031-12-01T09:00:00Z');
      expect(await contractKinds(api, deal.owner, id)).toHaveLength(3);
    });

    it('relists the listing on completion when the owner chose so; only the owner chooses', async () => {
      const deal = await signedContract(api);
      const { id } = deal.contract;
      const stranger = await api.user();

      const byTenant = await api.as(deal.tenant).put(url(id, '/relist'), { relist: true });
      expect(byTenant.statusCode).toBe(403);
      expect(byTenant.json<{ error: string }>().error).toEqual(
        'Only the owner can choose to relist the listing',
      );
      const byStranger = await api.as(stranger).put(url(id, '/relist'), { relist: true });
      expect(byStranger.statusCode).toBe(404);
      expect(byStranger.json<{ error: string }>().error).toEqual('Contract not found');
      expect((await api.as(deal.owner).put(url(id, '/relist'), { relist: 'yes' })).statusCode).toBe(
        400,
      );

      const chosen = await api.as(deal.owner).put(url(id, '/relist'), { relist: true });
      expectStatus(chosen, 200);
      expect(chosen.json<{ contract: ContractJson }>().contract.relistOnCompletion).toBe(true);

      await passAt(api, '2031-10-02T09:00:00Z');
      expect((await contractAs(api, deal.owner, id)).status).toBe('completed');
      const listing = await api.as(deal.owner).get(`/api/rentals/${deal.rentalId}`);
      expect(listing.json<{ status: string }>().status).toBe('available');

      const tooLate = await api.as(deal.owner).put(url(id, '/relist'), { relist: false });
      expect(tooLate.statusCode).toBe(409);
    });
  });

  describe('early termination', () => {
    it('is asked by one party, answered by the other only, and ends the contract after the agreed day', async () => {
      const deal = await signedContract(api, { estateName: 'West Terraces' });
      const { id } = deal.contract;
      const stranger = await api.user();
      await passAt(api, '2030-11-15T10:00:00Z');
      const terminate = (body: unknown) => api.as(deal.tenant).post(url(id, '/termination'), body);

      const byStranger = await api
        .as(stranger)
        .post(url(id, '/termination'), { endDate: '2030-12-31', reason: '' });
      expect(byStranger.statusCode).toBe(404);
      expect(byStranger.json<{ error: string }>().error).toEqual('Contract not found');

      const dateError =
        "The end date must be today or later and no later than the contract's end date";
      const past = await terminate({ endDate: '2030-11-14', reason: 'Moving away' });
      expect([past.statusCode, past.json<{ error: string }>().error]).toEqual([400, dateError]);
      const afterEnd = await terminate({ endDate: '2031-10-02', reason: 'Moving away' });
      expect([afterEnd.statusCode, afterEnd.json<{ error: string }>().error]).toEqual([
        400,
        dateError,
      ]);
      expect(
        (await terminate({ endDate: '2030-12-31', reason: 'x'.repeat(1001) })).statusCode,
      ).toBe(400);

      const asked = await terminate({ endDate: '2030-12-31', reason: '  Moving away  ' });
      expectStatus(asked, 201);
      expect(asked.json<{ contract: ContractJson }>().contract).toMatchObject({
        status: 'active',
        termination: {
          requestedBy: 'tenant',
          endDate: '2030-12-31',
          reason: 'Moving away',
          status: 'pending',
          decidedAt: null,
        },
      });
      const again = await api
        .as(deal.owner)
        .post(url(id, '/termination'), { endDate: '2030-12-31', reason: '' });
      expect([again.statusCode, again.json<{ error: string }>().error]).toEqual([
        409,
        'A termination request is already waiting for an answer',
      ]);
      expect(await contractKinds(api, deal.owner, id)).toEqual([
        'contract_starting',
        'contract_termination_requested',
      ]);
      expect((await contractKinds(api, deal.tenant, id)).at(-1)).toBe('contract_starting');
      const actions = await api.as(deal.owner).get('/api/notifications/actions');
      expect(actions.json<{ terminationsToAnswer: number }>().terminationsToAnswer).toBe(1);

      const selfAccept = await api.as(deal.tenant).post(url(id, '/termination/accept'));
      expect([selfAccept.statusCode, selfAccept.json<{ error: string }>().error]).toEqual([
        403,
        'Only the other party can answer this termination request',
      ]);
      expect((await api.as(stranger).post(url(id, '/termination/accept'))).statusCode).toBe(404);
      expect((await api.as(deal.owner).delete(url(id, '/termination'))).statusCode).toBe(403);

      // Declined: the contract runs on; a new request may follow, and be withdrawn.
      const declined = await api.as(deal.owner).post(url(id, '/termination/decline'));
      expectStatus(declined, 200);
      expect(declined.json<{ contract: ContractJson }>().contract.termination?.status).toBe(
        'declined',
      );
      expect(
        (await api.as(deal.owner).get('/api/notifications/actions')).json<{
          terminationsToAnswer: number;
        }>().terminationsToAnswer,
      ).toBe(0);
      expectStatus(await terminate({ endDate: '2031-01-31', reason: '' }), 201);
      const withdrawn = await api.as(deal.tenant).delete(url(id, '/termination'));
      expectStatus(withdrawn, 200);
      expect(withdrawn.json<{ contract: ContractJson }>().contract.termination?.status).toBe(
        'withdrawn',
      );
      expect((await api.as(deal.owner).post(url(id, '/termination/accept'))).statusCode).toBe(409);

      // The owner asks this time; the tenant accepts.
      expectStatus(
        await api
          .as(deal.owner)
          .post(url(id, '/termination'), { endDate: '2031-02-28', reason: 'Selling the land' }),
        201,
      );
      const accepted = await api.as(deal.tenant).post(url(id, '/termination/accept'));
      expectStatus(accepted, 200);
      expect(accepted.json<{ contract: ContractJson }>().contract).toMatchObject({
        status: 'active',
        termination: { requestedBy: 'owner', endDate: '2031-02-28', status: 'accepted' },
      });
      expect((await contractKinds(api, deal.owner, id)).at(-1)).toBe('contract_terminated');

      await passAt(api, '2031-02-28T20:00:00Z');
      expect((await contractAs(api, deal.owner, id)).status).toBe('active');
      await passAt(api, '2031-02-28T22:30:00Z');
      const ended = await contractAs(api, deal.tenant, id);
      expect(ended.status).toBe('terminated');
      expect(ended.terminatedAt).toBe('2031-02-28T22:30:00.000Z');
      expect(
        ended.timeline
          .filter(
            (event) => event.action.startsWith('termination') || event.action === 'terminated',
          )
          .map((event) => [event.action, event.party, event.endDate]),
      ).toEqual([
        ['termination_requested', 'tenant', '2030-12-31'],
        ['termination_declined', 'owner', '2030-12-31'],
        ['termination_requested', 'tenant', '2031-01-31'],
        ['termination_withdrawn', 'tenant', '2031-01-31'],
        ['termination_requested', 'owner', '2031-02-28'],
        ['termination_accepted', 'tenant', '2031-02-28'],
        ['terminated', null, '2031-02-28'],
      ]);
      expect((await contractKinds(api, deal.owner, id)).at(-1)).toBe('contract_ended');
      expect((await contractKinds(api, deal.tenant, id)).at(-1)).toBe('contract_ended');
      // The owner did not choose to relist: the land stays off the market.
      const listing = await api.as(deal.owner).get(`/api/rentals/${deal.rentalId}`);
      expect(listing.json<{ status: string }>().status).toBe('rented');

      const late = await api
        .as(deal.owner)
        .post(url(id, '/termination'), { endDate: '2031-03-31', reason: '' });
      expect([late.statusCode, late.json<{ error: string }>().error]).toEqual([
        409,
        'Only a signed or active contract can be ended early',
      ]);
    });

    it('terminates at once when accepted after the agreed last day has passed, relisting as chosen', async () => {
      const deal = await signedContract(api);
      const { id } = deal.contract;
      setClock(() => new Date('2030-09-20T10:00:00Z'));
      expectStatus(await api.as(deal.owner).put(url(id, '/relist'), { relist: true }), 200);
      expectStatus(
        await api
          .as(deal.owner)
          .post(url(id, '/termination'), { endDate: '2030-09-25', reason: '' }),
        201,
      );
      setClock(() => new Date('2030-09-27T10:00:00Z'));
      const accepted = await api.as(deal.tenant).post(url(id, '/termination/accept'));
      expectStatus(accepted, 200);
      expect(accepted.json<{ contract: ContractJson }>().contract.status).toBe('terminated');
      const listing = await api.as(deal.owner).get(`/api/rentals/${deal.rentalId}`);
      expect(listing.json<{ status: string }>().status).toBe('available');
    });
  });

  describe('ratings', () => {
    it('come once per party after the end, and make the listing and profiles show them', async () => {
      const deal = await signedContract(api, { estateName: 'Rated Grove' });
      const { id } = deal.contract;
      const rate = (who: typeof deal.owner, body: unknown) =>
        api.as(who).post(url(id, '/ratings'), body);

      const early = await rate(deal.owner, { score: 4, comment: '' });
      expect([early.statusCode, early.json<{ error: string }>().error]).toEqual([
        409,
        'Only a completed or ended contract can be rated',
      ]);
      expectStatus(await api.as(deal.owner).put(url(id, '/relist'), { relist: true }), 200);
      await passAt(api, '2031-10-02T09:00:00Z');

      expect((await rate(deal.owner, { score: 0, comment: '' })).statusCode).toBe(400);
      expect((await rate(deal.owner, { score: 6, comment: '' })).statusCode).toBe(400);
      expect((await rate(deal.owner, { score: 3.5, comment: '' })).statusCode).toBe(400);
      expect((await rate(deal.owner, { score: 3, comment: 'x'.repeat(1001) })).statusCode).toBe(
        400,
      );
      expect((await rate(await api.user(), { score: 3, comment: '' })).statusCode).toBe(404);

      const byOwner = await rate(deal.owner, { score: 4, comment: 'Careful tenant' });
      expectStatus(byOwner, 201);
      expect(byOwner.json<{ contract: ContractJson }>().contract.ratings).toMatchObject({
        owner: { score: 4, comment: 'Careful tenant' },
        tenant: null,
      });
      const twice = await rate(deal.owner, { score: 5, comment: '' });
      expect([twice.statusCode, twice.json<{ error: string }>().error]).toEqual([
        409,
        'You have already rated this contract',
      ]);
      expectStatus(await rate(deal.tenant, { score: 5, comment: 'Fair owner' }), 201);
      const rated = await contractAs(api, deal.tenant, id);
      expect(rated.ratings.tenant).toMatchObject({ score: 5, comment: 'Fair owner' });
      expect(
        rated.timeline.filter((e) => e.action === 'rated').map((e) => [e.party, e.score]),
      ).toEqual([
        ['owner', 4],
        ['tenant', 5],
      ]);

      // A second tenant on the relisted listing: their contract starts and ends in one pass.
      const second = await api.user({ name: 'Second Tenant' });
      const applicationId = await application(api, deal, second, 'approved');
      const drawn = await api.as(deal.owner).post(fromApplicationUrl(applicationId), {});
      expectStatus(drawn, 201);
      const secondId = drawn.json<ContractJson>().id;
      expectStatus(await api.as(deal.owner).put(url(secondId, '/submit')), 200);
      expectStatus(await api.as(deal.owner).put(url(secondId, '/sign'), SIGNATURE), 200);
      expectStatus(await api.as(second).put(url(secondId, '/sign'), SIGNATURE), 200);
      await passAt(api, '2031-10-03T09:00:00Z');
      expect((await contractAs(api, second, secondId)).status).toBe('completed');
      expectStatus(
        await api.as(second).post(url(secondId, '/ratings'), { score: 4, comment: '' }),
        201,
      );

      const listing = await api.as(deal.owner).get(`/api/rentals/${deal.rentalId}`);
      expect(listing.json<{ ratings: unknown }>().ratings).toEqual({ average: 4.5, count: 2 });
      const profile = await api.as(deal.owner).get('/api/profile');
      expect(profile.json<{ ratings: unknown }>().ratings).toEqual({
        asOwner: { average: 4.5, count: 2 },
        asTenant: { average: 0, count: 0 },
      });
      // The owner of another listing sees what owners said of the applicant.
      const elsewhere = await newListing(api);
      const appliedId = await application(api, elsewhere, deal.tenant, 'pending');
      const received = await api
        .as(elsewhere.owner)
        .get(`/api/rentals/applications/received?rentalId=${elsewhere.rentalId}`);
      const applications = received.json<{
        applications: { id: string; applicant: { rating: unknown } }[];
      }>().applications;
      expect(applications.find((a) => a.id === appliedId)?.applicant.rating).toEqual({
        average: 4,
        count: 1,
      });

      const tenantProfile = await api.as(deal.tenant).get('/api/profile');
      expect(tenantProfile.json<{ ratings: unknown }>().ratings).toEqual({
        asOwner: { average: 0, count: 0 },
        asTenant: { average: 4, count: 1 },
      });
    });
  });
});
