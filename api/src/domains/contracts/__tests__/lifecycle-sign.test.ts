import { describeApi } from '../../../test/harness';
import {
  draftContract,
  expectStatus,
  pendingContract,
  SIGNATURE,
  signedContract,
} from './fixtures';
import type { ContractJson } from './fixtures';

describeApi('rental contract terms, submission and signing', (api) => {
  const signUrl = (id: string) => `/api/rental-contracts/${id}/sign`;

  describe('PUT /api/rental-contracts/:id/sign', () => {
    it('records the first signature with its evidence and keeps waiting for the other party', async () => {
      const { tenant, contract } = await pendingContract(api);
      const response = await api.as(tenant).call('PUT', signUrl(contract.id), SIGNATURE, {
        'user-agent': 'Mozilla/5.0 (Test) Grove/1',
      });
      expectStatus(response, 200);
      const signed = response.json<ContractJson>();
      expect(signed.status).toBe('pending_signature');
      expect(signed.signedAt).toBeNull();
      expect(signed.signatures).toEqual({
        owner: { signed: false, signedAt: null, termsHash: null },
        tenant: {
          signed: true,
          signedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          termsHash: contract.termsHash,
        },
      });
      expect(signed.timeline.at(-1)).toEqual({
        action: 'signed',
        actor: { _id: tenant.id, name: 'Nikos Tenant' },
        party: 'tenant',
        at: expect.any(String),
      });
      const rows = await api.db.query<Record<string, string>>(
        `SELECT party, user_id AS "userId", ip_address AS ip, user_agent AS "userAgent",
                terms_hash AS "termsHash", signature_data AS "signatureData"
           FROM contract_signatures WHERE contract_id = $1`,
        [contract.id],
      );
      expect(rows).toEqual([
        {
          party: 'tenant',
          userId: tenant.id,
          ip: '127.0.0.1',
          userAgent: 'Mozilla/5.0 (Test) Grove/1',
          termsHash: contract.termsHash,
          signatureData: SIGNATURE.signatureData,
        },
      ]);
      const [event] = await api.db.query<Record<string, unknown>>(
        `SELECT actor_id AS "actorId", ip_address AS ip, user_agent AS "userAgent", details
           FROM domain_events WHERE subject_id = $1 AND action = 'signed'`,
        [contract.id],
      );
      expect(event).toEqual({
        actorId: tenant.id,
        ip: '127.0.0.1',
        userAgent: 'Mozilla/5.0 (Test) Grove/1',
        details: { party: 'tenant', termsHash: contract.termsHash, to: 'pending_signature' },
      });
    });

    it('makes the contract signed when the second party signs', async () => {
      const { owner, tenant, contract } = await pendingContract(api);
      expectStatus(await api.as(owner).put(signUrl(contract.id), SIGNATURE), 200);
      const response = await api.as(tenant).put(signUrl(contract.id), SIGNATURE);
      expectStatus(response, 200);
      const signed = response.json<ContractJson>();
      expect(signed.status).toBe('signed');
      expect(signed.signedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(signed.signatures.owner.signed && signed.signatures.tenant.signed).toBe(true);
      expect(signed.timeline.map((event) => [event.action, event.party])).toEqual([
        ['created', null],
        ['submitted', null],
        ['signed', 'owner'],
        ['signed', 'tenant'],
      ]);
    });

    it('refuses a party who has already signed with 409', async () => {
      const { owner, contract } = await pendingContract(api);
      expectStatus(await api.as(owner).put(signUrl(contract.id), SIGNATURE), 200);
      const again = await api.as(owner).put(signUrl(contract.id), SIGNATURE);
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { error: 'You have already signed this contract', code: 'contract-already-signed' },
      ]);
    });

    it.each([
      ['a draft', draftContract],
      ['a signed contract', signedContract],
    ])('refuses to sign %s with 409', async (_label, make) => {
      const { owner, tenant, contract } = await make(api);
      for (const user of [owner, tenant]) {
        const response = await api.as(user).put(signUrl(contract.id), SIGNATURE);
        expect([response.statusCode, response.json()]).toEqual([
          409,
          {
            error: 'This contract is not awaiting signatures',
            code: 'contract-not-awaiting-signatures',
          },
        ]);
      }
    });

    it.each([
      ['without signature data', {}, 'signatureData is required'],
      ['with empty signature data', { signatureData: '' }, 'signatureData must not be empty'],
      [
        'with signature data of 1001 characters',
        { signatureData: 'x'.repeat(1001) },
        'signatureData must be at most 1000 characters',
      ],
      [
        'with signature data that is not text',
        { signatureData: true },
        'signatureData must be a string',
      ],
    ])('refuses a signature %s with 400', async (_label, body, error) => {
      const { tenant, contract } = await pendingContract(api);
      const response = await api.as(tenant).put(signUrl(contract.id), body);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error, code: expect.any(String) },
      ]);
    });
  });
});
