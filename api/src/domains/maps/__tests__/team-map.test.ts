/**
 * The estates map of estate teams (issue 25): a member sees the team's estate beside their
 * own, with their role; its private listings and contracts only where the role sees money;
 * a removed member and a stranger do not see an unlisted estate at all.
 */
import { describeApi } from '../../../test/harness';
import type { HarnessEstate } from '../../../test/harness';
import { joinTeam, leaveTeam, teamUsers } from '../../../test/teams';
import type { SignedInUser } from '../../../test/users';
import { createListing, insertContract } from '../../rentals/__tests__/fixtures';

interface MapEstateAnswer {
  id: string;
  name: string;
  status: string;
  isOwner: boolean;
  role: string | null;
}

describeApi('the estates map of estate teams', (api) => {
  let owner: SignedInUser;
  let manager: SignedInUser;
  let staff: SignedInUser;
  let viewer: SignedInUser;
  let removed: SignedInUser;
  let stranger: SignedInUser;
  let drafted: HarnessEstate;
  let leased: HarnessEstate;
  let staffOwn: HarnessEstate;

  const mapOf = async (user: SignedInUser, query = '') => {
    const response = await api.as(user).get(`/api/maps/estates${query}`);
    expect(response.statusCode).toBe(200);
    return response
      .json<{ estates: MapEstateAnswer[] }>()
      .estates.map(({ id, status, isOwner, role }) => ({ id, status, isOwner, role }));
  };

  beforeAll(async () => {
    ({ owner, manager, staff, viewer, removed, stranger } = await teamUsers(api));
    drafted = await api.estate(owner, { name: 'A Drafted Grove' });
    leased = await api.estate(owner, { name: 'B Leased Grove' });
    staffOwn = await api.estate(staff, { name: 'C Staff Own Grove' });
    await createListing(api, owner, { status: 'draft' }, drafted);
    await insertContract(api, {
      rentalId: null,
      estateId: leased.id,
      ownerId: owner.id,
      tenantId: stranger.id,
      status: 'signed',
    });
    for (const estate of [drafted, leased]) {
      await joinTeam(api, owner, estate.id, manager, 'manager');
      await joinTeam(api, owner, estate.id, staff, 'field_staff');
      await joinTeam(api, owner, estate.id, viewer, 'viewer');
      await joinTeam(api, owner, estate.id, removed, 'manager');
      await leaveTeam(api, owner, estate.id, removed);
    }
  });

  it('shows the owner their estates with their private statuses', async () => {
    expect(await mapOf(owner)).toEqual([
      { id: drafted.id, status: 'Under Maintenance', isOwner: true, role: 'owner' },
      { id: leased.id, status: 'Rented', isOwner: true, role: 'owner' },
    ]);
  });

  it("shows a manager the team's estates with their role and their private statuses", async () => {
    expect(await mapOf(manager, '?ownership=my')).toEqual([
      { id: drafted.id, status: 'Under Maintenance', isOwner: false, role: 'manager' },
      { id: leased.id, status: 'Rented', isOwner: false, role: 'manager' },
    ]);
  });

  it("shows field staff the team's estates beside their own, without the private statuses", async () => {
    expect(await mapOf(staff)).toEqual([
      { id: drafted.id, status: 'Not Listed', isOwner: false, role: 'field_staff' },
      { id: leased.id, status: 'Not Listed', isOwner: false, role: 'field_staff' },
      { id: staffOwn.id, status: 'Not Listed', isOwner: true, role: 'owner' },
    ]);
    expect(await mapOf(viewer, '?status=Rented')).toEqual([]);
    expect((await mapOf(viewer)).map((estate) => estate.role)).toEqual(['viewer', 'viewer']);
  });

  it('shows a removed member and a stranger none of the unlisted estates', async () => {
    for (const user of [removed, stranger]) {
      expect(await mapOf(user)).toEqual([]);
      expect(await mapOf(user, '?ownership=other')).toEqual([]);
    }
  });
});
