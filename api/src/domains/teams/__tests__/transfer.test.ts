import { describeApi } from '../../../test/harness';
import type { HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { createListing } from '../../rentals/__tests__/fixtures';
import { createJob, setListing } from '../../workforce/__tests__/fixtures';
import { join } from './fixtures';

interface Member {
  userId: string;
  name: string;
  email: string;
  role: string;
}

describeApi('transferring an estate’s ownership', (api) => {
  let owner: SignedInUser;
  let heir: SignedInUser;
  let worker: SignedInUser;
  let stranger: SignedInUser;
  let estate: HarnessEstate;

  const transfer = (by: SignedInUser, estateId: string, userId: string) =>
    api.as(by).post(`/api/estates/${estateId}/transfer`, { userId });

  beforeAll(async () => {
    owner = await api.user({ name: 'Olga Owner' });
    heir = await api.user({ name: 'Manos Manager' });
    worker = await api.user({ name: 'Maria Field' });
    stranger = await api.user({ name: 'Stelios Stranger' });
    estate = await api.estate(owner, { name: 'Handover Grove' });
    await join(api, owner, estate.id, heir, 'manager');
    await join(api, owner, estate.id, worker, 'field_staff');
  });

  it('refuses everyone but the owner: members 403, a stranger 404', async () => {
    const byManager = await transfer(heir, estate.id, heir.id);
    expect([byManager.statusCode, byManager.json()]).toEqual([
      403,
      {
        error: 'Your role on this estate does not allow this: only the owner may do this.',
        code: 'estate-role-forbids-own-estate',
      },
    ]);
    const byStranger = await transfer(stranger, estate.id, stranger.id);
    expect([byStranger.statusCode, byStranger.json()]).toEqual([
      404,
      { error: 'Estate not found', code: 'estate-not-found' },
    ]);
  });

  it('refuses someone who is not on the team with a readable 400', async () => {
    for (const userId of [stranger.id, owner.id, 'not-an-id']) {
      const response = await transfer(owner, estate.id, userId);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        {
          error: 'Ownership can only be transferred to a member of the estate’s team',
          code: 'transfer-to-member-only',
        },
      ]);
    }
  });

  it('refuses while a rental listing or an open job listing carries the owner’s name', async () => {
    const listed = await api.estate(owner, { name: 'Listed Grove' });
    await join(api, owner, listed.id, heir, 'manager');
    const listing = await createListing(api, owner, { status: 'draft' }, listed);
    const refused = await transfer(owner, listed.id, heir.id);
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
      409,
      'transfer-has-rentals',
    ]);
    expect((await api.as(owner).delete(`/api/rentals/${listing.id}`)).statusCode).toBe(204);

    const job = await createJob(api, owner, {}, listed);
    const jobs = await transfer(owner, listed.id, heir.id);
    expect([jobs.statusCode, jobs.json()]).toEqual([
      409,
      {
        error:
          'This estate has job listings in its owner’s name that are not closed. Close or delete them before transferring ownership.',
        code: 'transfer-has-jobs',
      },
    ]);
    // A closed job listing stays the old owner's record and no longer stands in the way.
    await setListing(api, job.id, { status: 'closed' });
    expect((await transfer(owner, listed.id, heir.id)).statusCode).toBe(200);
  });

  it('makes the member the owner and the old owner a manager, in one change with its history row', async () => {
    const response = await transfer(owner, estate.id, heir.id);
    expect(response.statusCode).toBe(200);
    const { members } = response.json<{ members: Member[] }>();
    expect(members.map((m) => [m.name, m.role])).toEqual([
      ['Manos Manager', 'owner'],
      ['Olga Owner', 'manager'],
      ['Maria Field', 'field_staff'],
    ]);

    const seenByHeir = await api.as(heir).get(`/api/estates/${estate.id}`);
    expect(seenByHeir.json<{ role: string }>().role).toBe('owner');
    const seenByOld = await api.as(owner).get(`/api/estates/${estate.id}`);
    expect(seenByOld.json<{ role: string }>().role).toBe('manager');

    const history = await api.as(heir).get(`/api/estates/${estate.id}/history`);
    const [latest] = history.json<{ history: Record<string, unknown>[] }>().history;
    expect(latest).toMatchObject({
      action: 'ownership_transferred',
      actor: { id: owner.id, name: 'Olga Owner' },
      changes: [
        {
          field: 'owner',
          from: { id: owner.id, name: 'Olga Owner' },
          to: { id: heir.id, name: 'Manos Manager' },
        },
      ],
    });
  });

  it('gives the old owner a manager’s rights only, and the new owner everything', async () => {
    // The old owner: may edit and manage field staff, not delete, list or transfer.
    const renamed = await api
      .as(owner)
      .put(`/api/estates/${estate.id}`, { name: 'Handover Grove' });
    expect(renamed.statusCode).toBe(200);
    const back = await transfer(owner, estate.id, owner.id);
    expect([back.statusCode, back.json<{ code: string }>().code]).toEqual([
      403,
      'estate-role-forbids-own-estate',
    ]);
    const deleted = await api.as(owner).delete(`/api/estates/${estate.id}`);
    expect(deleted.statusCode).toBe(403);
    const mine = await api.as(owner).get('/api/estates');
    const { estates } = mine.json<{ estates: { id: string; role: string }[] }>();
    expect(estates.find((row) => row.id === estate.id)?.role).toBe('manager');

    // The new owner may remove the old one, and hand the estate back.
    const handBack = await transfer(heir, estate.id, owner.id);
    expect(handBack.statusCode).toBe(200);
    expect(
      (await api.as(heir).get(`/api/estates/${estate.id}`)).json<{ role: string }>().role,
    ).toBe('manager');
    // A stranger still sees nothing.
    const byStranger = await api.as(stranger).get(`/api/estates/${estate.id}`);
    expect(byStranger.statusCode).toBe(404);
  });
});
