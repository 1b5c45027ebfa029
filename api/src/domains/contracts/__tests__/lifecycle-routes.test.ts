import { describeApi } from '../../../test/harness';
import { termsHash } from '../terms';
import {
  draftContract,
  expectStatus,
  pendingContract,
  SIGNATURE,
  signedContract,
  termsBody,
} from './fixtures';
import type { ContractJson } from './fixtures';

describeApi('rental contract terms, submission and signing', (api) => {
  const termsUrl = (id: string) => `/api/rental-contracts/${id}/terms`;
  const submitUrl = (id: string) => `/api/rental-contracts/${id}/submit`;
  const signUrl = (id: string) => `/api/rental-contracts/${id}/sign`;

  describe('PUT /api/rental-contracts/:id/terms', () => {
    it('replaces the terms of a draft, recomputes the terms hash and adds a timeline event', async () => {
      const { owner, contract } = await draftContract(api);
      const response = await api.as(owner).put(termsUrl(contract.id), termsBody());
      expectStatus(response, 200);
      const updated = response.json<ContractJson>();
      expect(updated.status).toBe('draft');
      expect(updated.contractTerms).toEqual({
        rentalPeriod: { startDate: '2030-10-01', endDate: '2031-09-30', duration: 12 },
        price: { amount: 999.99, paymentFrequency: 'seasonal' },
        specialTerms: 'No pesticides within 50 m of the well.',
        responsibilities: {
          owner: ['Maintain the irrigation system'],
          tenant: ['Prune the trees every winter', 'Keep the access road clear'],
        },
        allowedCrops: contract.contractTerms.allowedCrops,
        landArea: contract.contractTerms.landArea,
      });
      expect(updated.termsHash).not.toBe(contract.termsHash);
      expect(updated.termsHash).toBe(
        termsHash({
          contractNumber: updated.contractNumber,
          ownerId: updated.owner._id,
          tenantId: updated.tenant._id,
          estate: updated.estate,
          terms: updated.contractTerms,
        }),
      );
      expect(updated.timeline.map((event) => [event.action, event.actor._id])).toEqual([
        ['created', owner.id],
        ['terms_changed', owner.id],
      ]);
      const [row] = await api.db.query<{ cents: string }>(
        'SELECT price_cents::text AS cents FROM contracts WHERE id = $1',
        [contract.id],
      );
      expect(row?.cents).toBe('99999');
    });

    it('trims the special terms and responsibilities and drops empty responsibilities', async () => {
      const { owner, contract } = await draftContract(api);
      const response = await api.as(owner).put(
        termsUrl(contract.id),
        termsBody({
          specialTerms: '  Keep the gate closed.  ',
          responsibilities: { owner: ['  Fix fences ', '   '], tenant: [] },
        }),
      );
      expectStatus(response, 200);
      expect(response.json<ContractJson>().contractTerms).toMatchObject({
        specialTerms: 'Keep the gate closed.',
        responsibilities: { owner: ['Fix fences'], tenant: [] },
      });
    });

    it('accepts the limits themselves', async () => {
      const { owner, contract } = await draftContract(api);
      const item = 'r'.repeat(300);
      const response = await api.as(owner).put(
        termsUrl(contract.id),
        termsBody({
          rentalPeriod: { startDate: '2030-10-01', endDate: '2030-10-01', duration: 600 },
          price: { amount: 10_000_000, paymentFrequency: 'yearly' },
          specialTerms: 's'.repeat(5000),
          responsibilities: { owner: Array(30).fill(item), tenant: Array(30).fill(item) },
        }),
      );
      expectStatus(response, 200);
      const amounts = [0.01, 1234.5, 19.99, 0.3, 1_000_000.07];
      for (const amount of amounts) {
        const again = await api
          .as(owner)
          .put(
            termsUrl(contract.id),
            termsBody({ price: { amount, paymentFrequency: 'monthly' } }),
          );
        expect([again.statusCode, again.json<ContractJson>().contractTerms.price.amount]).toEqual([
          200,
          amount,
        ]);
      }
    });

    const period = (overrides: Record<string, unknown>) => ({
      rentalPeriod: { startDate: '2030-10-01', endDate: '2031-09-30', duration: 12, ...overrides },
    });
    const price = (overrides: Record<string, unknown>) => ({
      price: { amount: 100, paymentFrequency: 'monthly', ...overrides },
    });
    it.each([
      ['no rental period', { rentalPeriod: undefined }, 'rentalPeriod is required'],
      [
        'an impossible start date',
        period({ startDate: '2026-13-01' }),
        'rentalPeriod.startDate must be a valid date (YYYY-MM-DD)',
      ],
      [
        'an end date with a time',
        period({ endDate: '2027-09-30T00:00:00Z' }),
        'rentalPeriod.endDate must be a valid date (YYYY-MM-DD)',
      ],
      [
        'an end date before the start date',
        period({ endDate: '2030-09-30' }),
        'rentalPeriod.endDate must not be before rentalPeriod.startDate',
      ],
      ['a duration of 0', period({ duration: 0 }), 'rentalPeriod.duration must be at least 1'],
      ['a duration of 601', period({ duration: 601 }), 'rentalPeriod.duration must be at most 600'],
      [
        'a fractional duration',
        period({ duration: 2.5 }),
        'rentalPeriod.duration must be a whole number',
      ],
      [
        'a duration as text',
        period({ duration: '12' }),
        'rentalPeriod.duration must be a whole number',
      ],
      ['a price of 0', price({ amount: 0 }), 'price.amount must be at least 0.01'],
      ['a negative price', price({ amount: -5 }), 'price.amount must be at least 0.01'],
      [
        'a price above 10,000,000',
        price({ amount: 10_000_000.01 }),
        'price.amount must be at most 10000000',
      ],
      [
        'a price with 3 decimals',
        price({ amount: 10.005 }),
        'price.amount must have at most 2 decimals',
      ],
      ['a price as text', price({ amount: '100' }), 'price.amount must be a number'],
      [
        'an unknown payment frequency',
        price({ paymentFrequency: 'weekly' }),
        'price.paymentFrequency must be one of monthly, seasonal, yearly',
      ],
      [
        'special terms of 5001 characters',
        { specialTerms: 's'.repeat(5001) },
        'specialTerms must be at most 5000 characters',
      ],
      ['no special terms', { specialTerms: undefined }, 'specialTerms is required'],
      [
        '31 owner responsibilities',
        { responsibilities: { owner: Array(31).fill('x'), tenant: [] } },
        'responsibilities.owner must have at most 30 items',
      ],
      [
        'a tenant responsibility of 301 characters',
        { responsibilities: { owner: [], tenant: ['y'.repeat(301)] } },
        'responsibilities.tenant[0] must be at most 300 characters',
      ],
      [
        'a responsibility that is not text',
        { responsibilities: { owner: [5], tenant: [] } },
        'responsibilities.owner[0] must be a string',
      ],
      [
        'responsibilities without the tenant list',
        { responsibilities: { owner: [] } },
        'responsibilities.tenant is required',
      ],
      ['an unknown field', { allowedCrops: ['wheat'] }, 'allowedCrops is not an allowed field'],
    ])('refuses %s with 400 naming the field', async (_label, overrides, error) => {
      const { owner, contract } = await draftContract(api);
      const response = await api.as(owner).put(termsUrl(contract.id), termsBody(overrides));
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error, code: expect.any(String) },
      ]);
      const unchanged = await api.as(owner).get(`/api/rental-contracts/${contract.id}`);
      expect(unchanged.json<ContractJson>().termsHash).toBe(contract.termsHash);
    });

    it('refuses the tenant with 403 and a readable reason', async () => {
      const { tenant, contract } = await draftContract(api);
      const response = await api.as(tenant).put(termsUrl(contract.id), termsBody());
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { error: 'Only the owner can change the contract terms', code: 'contract-terms-not-owner' },
      ]);
    });

    it('refuses a contract awaiting signatures with 409', async () => {
      const { owner, contract } = await pendingContract(api);
      const response = await api.as(owner).put(termsUrl(contract.id), termsBody());
      expect([response.statusCode, response.json()]).toEqual([
        409,
        { error: 'Contract terms can no longer be changed', code: 'contract-terms-frozen' },
      ]);
    });

    it('keeps the terms frozen once a party has signed, and once both have', async () => {
      const pending = await pendingContract(api);
      expectStatus(await api.as(pending.tenant).put(signUrl(pending.contract.id), SIGNATURE), 200);
      const afterOne = await api.as(pending.owner).put(termsUrl(pending.contract.id), termsBody());
      expect([afterOne.statusCode, afterOne.json()]).toEqual([
        409,
        { error: 'Contract terms can no longer be changed', code: 'contract-terms-frozen' },
      ]);

      const signed = await signedContract(api);
      const afterBoth = await api.as(signed.owner).put(termsUrl(signed.contract.id), termsBody());
      expect([afterBoth.statusCode, afterBoth.json()]).toEqual([
        409,
        { error: 'Contract terms can no longer be changed', code: 'contract-terms-frozen' },
      ]);
      const now = await api.as(signed.owner).get(`/api/rental-contracts/${signed.contract.id}`);
      expect(now.json<ContractJson>().contractTerms).toEqual(signed.contract.contractTerms);
      expect(now.json<ContractJson>().termsHash).toBe(signed.contract.termsHash);
    });

    it('refuses a terms change even in draft when a signature row exists', async () => {
      const { owner, tenant, contract } = await draftContract(api);
      // Not reachable through the routes; the guard is there for data that got there anyway.
      await api.db.query(
        `INSERT INTO contract_signatures (id, contract_id, party, user_id, terms_hash)
         VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', $1, 'tenant', $2, $3)`,
        [contract.id, tenant.id, contract.termsHash],
      );
      const response = await api.as(owner).put(termsUrl(contract.id), termsBody());
      expect([response.statusCode, response.json()]).toEqual([
        409,
        { error: 'Contract terms can no longer be changed', code: 'contract-terms-frozen' },
      ]);
    });
  });

  describe('PUT /api/rental-contracts/:id/submit', () => {
    it('sends a draft for signature and records when and by whom', async () => {
      const { owner, contract } = await draftContract(api);
      const response = await api.as(owner).put(submitUrl(contract.id));
      expectStatus(response, 200);
      const submitted = response.json<ContractJson>();
      expect(submitted.status).toBe('pending_signature');
      expect(submitted.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(submitted.timeline.map((event) => event.action)).toEqual(['created', 'submitted']);
      expect(submitted.termsHash).toBe(contract.termsHash);
    });

    it('refuses the tenant with 403', async () => {
      const { tenant, contract } = await draftContract(api);
      const response = await api.as(tenant).put(submitUrl(contract.id));
      expect([response.statusCode, response.json()]).toEqual([
        403,
        {
          error: 'Only the owner can submit the contract for signature',
          code: 'contract-submit-not-owner',
        },
      ]);
    });

    it('refuses a second submission with 409', async () => {
      const { owner, contract } = await pendingContract(api);
      const response = await api.as(owner).put(submitUrl(contract.id));
      expect([response.statusCode, response.json()]).toEqual([
        409,
        {
          error: 'Only a draft contract can be submitted for signature',
          code: 'contract-submit-not-draft',
        },
      ]);
    });

    it('submits once when the owner clicks twice at the same moment', async () => {
      const { owner, contract } = await draftContract(api);
      const answers = await Promise.all([
        api.as(owner).put(submitUrl(contract.id)),
        api.as(owner).put(submitUrl(contract.id)),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const events = await api.db.query(
        `SELECT id FROM domain_events WHERE subject_id = $1 AND action = 'submitted'`,
        [contract.id],
      );
      expect(events).toHaveLength(1);
    });
  });
});
