import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import {
  application,
  expectStatus,
  fromApplicationUrl,
  listing,
  pendingContract,
} from './fixtures';
import type { ContractJson } from './fixtures';

interface CountedList {
  contracts: ContractJson[];
  total?: number;
  asOwner?: number;
  asTenant?: number;
}

describeApi('rental contract lists with counts=true', (api) => {
  /** Draws up a contract on a fresh listing of `owner` for `tenant`; submitted when asked. */
  async function contractBetween(owner: SignedInUser, tenant: SignedInUser, submit = false) {
    const rental = await listing(api, { owner });
    const applicationId = await application(api, rental, tenant);
    const response = await api.as(owner).post(fromApplicationUrl(applicationId), {});
    expectStatus(response, 201);
    const { id } = response.json<ContractJson>();
    if (submit) expectStatus(await api.as(owner).put(`/api/rental-contracts/${id}/submit`), 200);
  }

  it('answers the counts over every page, not of the page asked for', async () => {
    const person = await api.user();
    const landlord = await api.user();
    for (let index = 0; index < 3; index += 1) {
      await contractBetween(person, await api.user(), index === 0);
    }
    await contractBetween(landlord, person, true);
    await contractBetween(landlord, person, true);

    const mine = await api.as(person).get('/api/rental-contracts/my?limit=2&page=2&counts=true');
    expectStatus(mine, 200);
    const my = mine.json<CountedList>();
    expect(my.contracts).toHaveLength(2);
    expect([my.total, my.asOwner, my.asTenant]).toEqual([5, 3, 2]);

    const owned = await api
      .as(person)
      .get('/api/rental-contracts/my?role=owner&limit=1&counts=true');
    expect(owned.json<CountedList>()).toMatchObject({ total: 3, asOwner: 3, asTenant: 0 });
    expect(owned.json<CountedList>().contracts).toHaveLength(1);

    const waiting = await api
      .as(person)
      .get('/api/rental-contracts/pending-signature?limit=1&counts=true');
    expectStatus(waiting, 200);
    expect(waiting.json<CountedList>().contracts).toHaveLength(1);
    expect(waiting.json<CountedList>().total).toBe(3);
  });

  it('counts only what the caller may see, and nothing without counts=true', async () => {
    const { owner, tenant } = await pendingContract(api);
    const stranger = await api.user();

    const strangers = await api.as(stranger).get('/api/rental-contracts/my?counts=true');
    expect(strangers.json()).toEqual({ contracts: [], total: 0, asOwner: 0, asTenant: 0 });
    const strangerWaits = await api
      .as(stranger)
      .get('/api/rental-contracts/pending-signature?counts=true');
    expect(strangerWaits.json()).toEqual({ contracts: [], total: 0 });

    const tenants = await api.as(tenant).get('/api/rental-contracts/my');
    expect(Object.keys(tenants.json<CountedList>())).toEqual(['contracts']);
    const owners = await api.as(owner).get('/api/rental-contracts/my?counts=true');
    expect(owners.json<CountedList>()).toMatchObject({ total: 1, asOwner: 1, asTenant: 0 });
  });

  it('refuses a counts value that is not a boolean with 400', async () => {
    const user = await api.user();
    const response = await api.as(user).get('/api/rental-contracts/my?counts=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/counts/);
  });
});
