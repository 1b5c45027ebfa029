import { describeApi } from '../../../test/harness';
import {
  application,
  draftContract,
  expectStatus,
  fromApplicationUrl,
  listing,
  pendingContract,
  SIGNATURE,
  signedContract,
} from './fixtures';
import type { ContractJson } from './fixtures';

describeApi('rental contracts', (api) => {
  describe('GET /api/rental-contracts/:id', () => {
    it('answers the same contract to the owner and to the tenant', async () => {
      const { owner, tenant, contract } = await draftContract(api);
      const byOwner = await api.as(owner).get(`/api/rental-contracts/${contract.id}`);
      const byTenant = await api.as(tenant).get(`/api/rental-contracts/${contract.id}`);
      expect(byOwner.json()).toEqual(contract);
      expect(byTenant.json()).toEqual(contract);
    });

    it('answers 404 "Contract not found" for a malformed or unknown id', async () => {
      const user = await api.user();
      for (const id of ['nope', '0123456789abcdef01234567']) {
        const response = await api.as(user).get(`/api/rental-contracts/${id}`);
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: 'Contract not found', code: 'contract-not-found' },
        ]);
      }
    });
  });

  describe('GET /api/rental-contracts/my and /pending-signature', () => {
    it('lists the caller’s contracts newest first, filtered by role', async () => {
      const person = await api.user({ name: 'Both Sides' });
      // As owner of one listing...
      const own = await listing(api, { owner: person });
      const someone = await api.user();
      const toMe = await application(api, own, someone, 'approved');
      const first = await api.as(person).post(fromApplicationUrl(toMe), {});
      expectStatus(first, 201);
      // ...and as tenant of another.
      const other = await listing(api);
      const mine = await application(api, other, person, 'approved');
      const second = await api.as(other.owner).post(fromApplicationUrl(mine), {});
      expectStatus(second, 201);
      const [asOwner, asTenant] = [first.json<ContractJson>(), second.json<ContractJson>()];

      const all = await api.as(person).get('/api/rental-contracts/my?role=all');
      expect(all.json<{ contracts: ContractJson[] }>().contracts.map((c) => c.id)).toEqual([
        asTenant.id,
        asOwner.id,
      ]);
      const byDefault = await api.as(person).get('/api/rental-contracts/my');
      expect(byDefault.json()).toEqual(all.json());
      const owner = await api.as(person).get('/api/rental-contracts/my?role=owner');
      expect(owner.json<{ contracts: ContractJson[] }>().contracts).toEqual([asOwner]);
      const tenant = await api.as(person).get('/api/rental-contracts/my?role=tenant');
      expect(tenant.json<{ contracts: ContractJson[] }>().contracts).toEqual([asTenant]);
    });

    it('lists nothing for a user without contracts', async () => {
      const user = await api.user();
      expect((await api.as(user).get('/api/rental-contracts/my')).json()).toEqual({
        contracts: [],
      });
      expect((await api.as(user).get('/api/rental-contracts/pending-signature')).json()).toEqual({
        contracts: [],
      });
    });

    it('refuses an unknown role with 400', async () => {
      const user = await api.user();
      const response = await api.as(user).get('/api/rental-contracts/my?role=landlord');
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: 'role must be one of all, owner, tenant', code: 'field-not-one-of' },
      ]);
    });

    it('pages the list with page and limit', async () => {
      const person = await api.user();
      const ids: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const rental = await listing(api, { owner: person });
        const applicant = await api.user();
        const applicationId = await application(api, rental, applicant);
        const response = await api.as(person).post(fromApplicationUrl(applicationId), {});
        ids.unshift(response.json<ContractJson>().id);
      }
      const page = async (query: string) =>
        (await api.as(person).get(`/api/rental-contracts/my?${query}`))
          .json<{ contracts: ContractJson[] }>()
          .contracts.map((contract) => contract.id);
      expect(await page('limit=2')).toEqual(ids.slice(0, 2));
      expect(await page('limit=2&page=2')).toEqual(ids.slice(2));
    });

    it('lists contracts awaiting the caller’s signature until the caller signs', async () => {
      const { owner, tenant, contract } = await pendingContract(api);
      const draft = await draftContract(api, { owner });
      const pendingOf = async (user: typeof owner) =>
        (await api.as(user).get('/api/rental-contracts/pending-signature'))
          .json<{ contracts: ContractJson[] }>()
          .contracts.map((c) => c.id);

      expect(await pendingOf(owner)).toEqual([contract.id]);
      expect(await pendingOf(tenant)).toEqual([contract.id]);
      expect(await pendingOf(draft.tenant)).toEqual([]);

      expectStatus(
        await api.as(owner).put(`/api/rental-contracts/${contract.id}/sign`, SIGNATURE),
        200,
      );
      expect(await pendingOf(owner)).toEqual([]);
      expect(await pendingOf(tenant)).toEqual([contract.id]);
    });

    it('answers a list entry exactly like the contract itself, signatures and timeline included', async () => {
      const { owner, contract } = await signedContract(api);
      const list = await api.as(owner).get('/api/rental-contracts/my?role=owner');
      const found = list
        .json<{ contracts: ContractJson[] }>()
        .contracts.find((c) => c.id === contract.id);
      expect(found).toEqual(contract);
      expect(found?.timeline.map((event) => event.action)).toEqual([
        'created',
        'submitted',
        'signed',
        'signed',
      ]);
    });
  });
});
