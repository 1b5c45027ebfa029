import { describeApi } from '../../../test/harness';
import { termsHash } from '../terms';
import {
  application,
  approvedDeal,
  draftContract,
  expectStatus,
  fromApplicationUrl,
  listing,
  SIGNATURE,
} from './fixtures';
import type { ContractJson } from './fixtures';

describeApi('rental contracts', (api) => {
  describe('POST /api/rental-contracts/from-application/:applicationId', () => {
    it('draws up a draft contract whose terms are a snapshot of the listing and the estate', async () => {
      const deal = await approvedDeal(api, {
        priceCents: 125_050,
        priceType: 'seasonal',
        allowedCrops: ['olives', 'figs'],
        landArea: 12.75,
        estateName: 'South Grove',
        estateAddress: 'Koroni, Messinia',
      });
      const response = await api.as(deal.owner).post(fromApplicationUrl(deal.applicationId), {});
      expectStatus(response, 201);
      const contract = response.json<ContractJson>();
      expect(contract).toMatchObject({
        status: 'draft',
        estate: {
          _id: deal.estateId,
          name: 'South Grove',
          address: 'Koroni, Messinia',
          landArea: 12.75,
        },
        rentalId: deal.rentalId,
        applicationId: deal.applicationId,
        owner: { _id: deal.owner.id, name: 'Maria Owner', email: deal.owner.email },
        tenant: { _id: deal.tenant.id, name: 'Nikos Tenant', email: deal.tenant.email },
        submittedAt: null,
        signedAt: null,
        activatedAt: null,
        signatures: {
          owner: { signed: false, signedAt: null, termsHash: null },
          tenant: { signed: false, signedAt: null, termsHash: null },
        },
        contractTerms: {
          rentalPeriod: { startDate: '2030-10-01', endDate: '2031-10-01', duration: 12 },
          price: { amount: 1250.5, paymentFrequency: 'seasonal' },
          specialTerms: 'Standard rental agreement terms apply.',
          responsibilities: { owner: [], tenant: [] },
          allowedCrops: ['olives', 'figs'],
          landArea: 12.75,
        },
      });
      expect(contract._id).toBe(contract.id);
      expect(contract.contractNumber).toMatch(
        new RegExp(`^RC-${new Date().getUTCFullYear()}-\\d{6}$`),
      );
      expect(contract.termsHash).toMatch(/^[0-9a-f]{64}$/);
      expect(contract.timeline).toEqual([
        {
          action: 'created',
          actor: { _id: deal.owner.id, name: 'Maria Owner' },
          party: null,
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      ]);
    });

    it('numbers contracts one after the other from the sequence', async () => {
      const first = (await draftContract(api)).contract.contractNumber;
      const second = (await draftContract(api)).contract.contractNumber;
      const number = (value: string) => Number(value.split('-')[2]);
      expect(number(second)).toBe(number(first) + 1);
    });

    it('takes the start date, end date, duration and special terms the owner gives', async () => {
      const deal = await approvedDeal(api);
      const response = await api.as(deal.owner).post(fromApplicationUrl(deal.applicationId), {
        startDate: '2027-01-31',
        endDate: '2027-07-31',
        duration: 6,
        specialTerms: '  Only organic fertilisers.  ',
      });
      expectStatus(response, 201);
      expect(response.json<ContractJson>().contractTerms).toMatchObject({
        rentalPeriod: { startDate: '2027-01-31', endDate: '2027-07-31', duration: 6 },
        specialTerms: 'Only organic fertilisers.',
      });
    });

    it('ends the period the given number of months after the start when no end date is given', async () => {
      const deal = await approvedDeal(api);
      const response = await api
        .as(deal.owner)
        .post(fromApplicationUrl(deal.applicationId), { startDate: '2027-01-31', duration: 1 });
      expect(response.json<ContractJson>().contractTerms.rentalPeriod).toEqual({
        startDate: '2027-01-31',
        endDate: '2027-02-28',
        duration: 1,
      });
    });

    it('accepts a request without any body and applies every default', async () => {
      const deal = await approvedDeal(api);
      const response = await api
        .as(deal.owner)
        .call('POST', fromApplicationUrl(deal.applicationId));
      expectStatus(response, 201);
      expect(response.json<ContractJson>().contractTerms.rentalPeriod).toEqual({
        startDate: '2030-10-01',
        endDate: '2031-10-01',
        duration: 12,
      });
    });

    it('stores the SHA-256 of the canonical terms as the terms hash', async () => {
      const { contract } = await draftContract(api);
      expect(contract.termsHash).toBe(
        termsHash({
          contractNumber: contract.contractNumber,
          ownerId: contract.owner._id,
          tenantId: contract.tenant._id,
          estate: contract.estate,
          terms: contract.contractTerms,
        }),
      );
      const [row] = await api.db.query<{ hash: string }>(
        'SELECT terms_hash AS hash FROM contracts WHERE id = $1',
        [contract.id],
      );
      expect(row?.hash).toBe(contract.termsHash);
    });

    it.each([
      [
        'pending',
        'This application is pending; only an approved application can become a contract',
      ],
      [
        'rejected',
        'This application is rejected; only an approved application can become a contract',
      ],
    ] as const)(
      'refuses a %s application with 409 and a readable reason',
      async (status, error) => {
        const rental = await listing(api);
        const applicant = await api.user();
        const applicationId = await application(api, rental, applicant, status);
        const response = await api.as(rental.owner).post(fromApplicationUrl(applicationId), {});
        expect([response.statusCode, response.json()]).toEqual([
          409,
          { error, code: expect.any(String) },
        ]);
      },
    );

    it('refuses a second contract for the same application with 409', async () => {
      const deal = await approvedDeal(api);
      expectStatus(await api.as(deal.owner).post(fromApplicationUrl(deal.applicationId), {}), 201);
      const again = await api.as(deal.owner).post(fromApplicationUrl(deal.applicationId), {});
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { error: 'A contract already exists for this application', code: 'contract-exists' },
      ]);
    });

    it('draws up exactly one contract when the owner asks twice at the same moment', async () => {
      const deal = await approvedDeal(api);
      const answers = await Promise.all([
        api.as(deal.owner).post(fromApplicationUrl(deal.applicationId), {}),
        api.as(deal.owner).post(fromApplicationUrl(deal.applicationId), {}),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const rows = await api.db.query('SELECT id FROM contracts WHERE application_id = $1', [
        deal.applicationId,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('refuses a contract for a listing another signed contract has rented', async () => {
      const rental = await listing(api);
      const [first, second] = [await api.user(), await api.user()];
      const firstApplication = await application(api, rental, first, 'approved');
      const secondApplication = await application(api, rental, second, 'approved');
      const created = await api.as(rental.owner).post(fromApplicationUrl(firstApplication), {});
      const id = created.json<ContractJson>().id;
      expectStatus(await api.as(rental.owner).put(`/api/rental-contracts/${id}/submit`), 200);
      for (const user of [rental.owner, first]) {
        expectStatus(await api.as(user).put(`/api/rental-contracts/${id}/sign`, SIGNATURE), 200);
      }
      const response = await api.as(rental.owner).post(fromApplicationUrl(secondApplication), {});
      expect([response.statusCode, response.json()]).toEqual([
        409,
        { error: 'This listing has already been rented', code: 'listing-already-rented' },
      ]);
    });

    it('answers 403 to the applicant and 404 to anyone else', async () => {
      const deal = await approvedDeal(api);
      const stranger = await api.user();
      const byTenant = await api.as(deal.tenant).post(fromApplicationUrl(deal.applicationId), {});
      expect([byTenant.statusCode, byTenant.json()]).toEqual([
        403,
        {
          error: 'Only the owner of the listing can create a contract',
          code: 'contract-not-listing-owner',
        },
      ]);
      const byStranger = await api.as(stranger).post(fromApplicationUrl(deal.applicationId), {});
      expect([byStranger.statusCode, byStranger.json()]).toEqual([
        404,
        { error: 'Application not found', code: 'application-not-found' },
      ]);
    });

    it('answers 404 for an application that does not exist or a malformed id', async () => {
      const owner = await api.user();
      for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
        const response = await api.as(owner).post(fromApplicationUrl(id), {});
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: 'Application not found', code: 'application-not-found' },
        ]);
      }
    });

    it.each([
      [
        'an impossible start date',
        { startDate: '2026-02-30' },
        'startDate must be a valid date (YYYY-MM-DD)',
      ],
      [
        'an end date in another format',
        { endDate: '01/10/2027' },
        'endDate must be a valid date (YYYY-MM-DD)',
      ],
      [
        'an end date before the start date',
        { startDate: '2027-01-02', endDate: '2027-01-01' },
        'endDate must not be before startDate',
      ],
      ['a duration of 0 months', { duration: 0 }, 'duration must be at least 1'],
      ['a duration of 601 months', { duration: 601 }, 'duration must be at most 600'],
      ['a fractional duration', { duration: 1.5 }, 'duration must be a whole number'],
      [
        'special terms of 5001 characters',
        { specialTerms: 'x'.repeat(5001) },
        'specialTerms must be at most 5000 characters',
      ],
      ['special terms that are not text', { specialTerms: 7 }, 'specialTerms must be a string'],
      ['a price (which comes from the listing)', { price: 1 }, 'price is not an allowed field'],
    ])('refuses %s with 400 naming the field', async (_label, body, error) => {
      const deal = await approvedDeal(api);
      const response = await api.as(deal.owner).post(fromApplicationUrl(deal.applicationId), body);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error, code: expect.any(String) },
      ]);
      const rows = await api.db.query('SELECT id FROM contracts WHERE application_id = $1', [
        deal.applicationId,
      ]);
      expect(rows).toHaveLength(0);
    });

    it('answers 401 without a token', async () => {
      const response = await api.request({
        method: 'POST',
        url: fromApplicationUrl('0123456789abcdef01234567'),
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
