/**
 * Reports count what the user may see (issue 25): every estate the caller is a member of
 * counts in their estate, tree and harvest figures; money (rentals, contracts) only where
 * their role sees it; a removed member is no longer counted.
 */
import { describeApi } from '../../../test/harness';
import { joinTeam, leaveTeam, teamUsers } from '../../../test/teams';
import type { SignedInUser } from '../../../test/users';
import { NO_MONEY } from '../routes';
import type { ReportSummaryBody } from '../schemas';
import {
  midMonth,
  seedContract,
  seedEstate,
  seedHarvest,
  seedJobApplication,
  seedRental,
  seedTree,
} from './fixtures';

const lines = (body: string) => body.split('\r\n').filter((line) => line !== '');

describeApi('reports of estate teams', (api) => {
  let owner: SignedInUser;
  let manager: SignedInUser;
  let staff: SignedInUser;
  let viewer: SignedInUser;
  let removed: SignedInUser;
  let stranger: SignedInUser;
  /** Field staff on the shared estate who also owns an estate. */
  let grower: SignedInUser;
  let shared: string;
  let sharedTree: string;
  const contract = (user: SignedInUser) => `RC-TEAM-${user.id.slice(0, 8)}`;

  const summaryOf = async (user: SignedInUser) => {
    const response = await api.as(user).get('/api/reports/summary');
    expect(response.statusCode).toBe(200);
    return response.json<ReportSummaryBody>();
  };

  beforeAll(async () => {
    ({ owner, manager, staff, viewer, removed, stranger } = await teamUsers(api));
    grower = await api.user({ name: 'Gia Grower' });
    const db = api.db;
    shared = await seedEstate(db, owner.id, {
      name: 'Team Grove',
      address: 'Kalamata, Messinia',
      landArea: 10,
      treeTypes: ['olive'],
    });
    sharedTree = await seedTree(db, shared, { category: 'Olive Tree', state: 'healthy' });
    await seedTree(db, shared, { category: 'Fig Tree', state: 'sick' });
    await seedHarvest(db, sharedTree, { date: midMonth(0), weight: 40, status: 'Approved' });
    await seedHarvest(db, sharedTree, { date: midMonth(0), weight: 5, status: 'Pending' });
    await seedRental(db, owner.id, shared, { priceCents: 120_000, status: 'rented' });
    await seedJobApplication(db, owner.id, shared, stranger.id);
    await seedContract(db, {
      ownerId: owner.id,
      tenantId: stranger.id,
      estateName: 'Team Grove',
      number: contract(owner),
      status: 'active',
      priceCents: 120_000,
      estateId: shared,
    });

    // The grower's own estate, with its own money.
    const own = await seedEstate(db, grower.id, {
      name: 'Gia Hill',
      address: 'Sparta',
      landArea: 2,
    });
    await seedTree(db, own, { category: 'Lemon Tree', state: 'ready_to_harvest' });
    await seedRental(db, grower.id, own, { priceCents: 30_000, status: 'rented' });

    await joinTeam(api, owner, shared, manager, 'manager');
    await joinTeam(api, owner, shared, staff, 'field_staff');
    await joinTeam(api, owner, shared, viewer, 'viewer');
    await joinTeam(api, owner, shared, grower, 'field_staff');
    await joinTeam(api, owner, shared, removed, 'manager');
    await leaveTeam(api, owner, shared, removed);
  });

  it("counts the owner's estate, trees, harvests and money as before teams", async () => {
    const summary = await summaryOf(owner);
    expect(summary.canSeeMoney).toBe(true);
    expect(summary.totals).toEqual({ estates: 1, trees: 2, landArea: 10, rentalRevenue: 1200 });
    expect(summary.marketplace).toEqual({
      available: 0,
      rented: 1,
      averageMonthlyPrice: 1200,
      totalRevenue: 1200,
    });
    expect(summary.applications).toEqual({
      rentalReceived: 0,
      rentalPending: 0,
      jobReceived: 1,
      activeContracts: 1,
    });
  });

  it("gives a manager the estate's figures and its money, not the owner's job applications", async () => {
    const summary = await summaryOf(manager);
    expect(summary.canSeeMoney).toBe(true);
    expect(summary.totals).toEqual({ estates: 1, trees: 2, landArea: 10, rentalRevenue: 1200 });
    expect(summary.distributions.rentalStatuses).toEqual([{ label: 'rented', count: 1 }]);
    expect(summary.marketplace?.rented).toBe(1);
    expect(summary.applications).toEqual({
      rentalReceived: 0,
      rentalPending: 0,
      jobReceived: 0,
      activeContracts: 1,
    });
    expect(summary.harvests).toMatchObject({ approved: 1, pending: 1, approvedWeightKg: 40 });
  });

  it.each([
    ['field staff', () => staff],
    ['viewer', () => viewer],
  ])('gives a %s the tree and harvest figures of the estate and no money', async (_who, user) => {
    const summary = await summaryOf(user());
    expect(summary.canSeeMoney).toBe(false);
    expect(summary.totals).toEqual({ estates: 1, trees: 2, landArea: 10, rentalRevenue: null });
    expect(summary.treeHealth).toMatchObject({ healthy: 1, diseased: 1 });
    expect(summary.distributions.treeCategories).toEqual([
      { label: 'Fig Tree', count: 1 },
      { label: 'Olive Tree', count: 1 },
    ]);
    expect(summary.distributions.treeTypes).toEqual([{ label: 'olive', count: 1 }]);
    expect(summary.harvests).toMatchObject({ approved: 1, pending: 1, approvedWeightKg: 40 });
    expect(summary.distributions.rentalStatuses).toBeNull();
    expect(summary.marketplace).toBeNull();
    expect(summary.applications).toBeNull();
  });

  it("counts a field-staff member's own estate beside the team's, money only from their own", async () => {
    const summary = await summaryOf(grower);
    expect(summary.canSeeMoney).toBe(true);
    expect(summary.totals).toEqual({ estates: 2, trees: 3, landArea: 12, rentalRevenue: 300 });
    expect(summary.treeHealth).toMatchObject({ healthy: 1, diseased: 1, readyToHarvest: 1 });
    expect(summary.applications?.activeContracts).toBe(0);
  });

  it('counts nothing of the estate for a removed member or a stranger', async () => {
    for (const user of [removed, stranger]) {
      const summary = await summaryOf(user);
      expect(summary.totals).toEqual({ estates: 0, trees: 0, landArea: 0, rentalRevenue: 0 });
      expect(summary.harvests.approved).toBe(0);
    }
  });

  it("follows the team's trees and the member's leaving on the next report", async () => {
    const leaver = await api.user();
    await joinTeam(api, owner, shared, leaver, 'field_staff');
    expect((await summaryOf(leaver)).totals.trees).toBe(2);
    const added = await seedTree(api.db, shared, { category: 'Fig Tree' });
    expect((await summaryOf(leaver)).totals.trees).toBe(3);
    await leaveTeam(api, owner, shared, leaver);
    const after = await summaryOf(leaver);
    expect(after.totals).toMatchObject({ estates: 0, trees: 0 });
    await api.db.query('DELETE FROM trees WHERE id = $1', [added]);
  });

  it('exports the estate and its harvests to field staff, and refuses them the money export', async () => {
    const estates = await api.as(staff).get('/api/reports/exports/estates.csv');
    expect(estates.statusCode).toBe(200);
    expect(lines(estates.body).slice(1)).toEqual([expect.stringMatching(/^Team Grove,/)]);
    const harvests = await api.as(staff).get('/api/reports/exports/harvests.csv');
    expect(lines(harvests.body)).toHaveLength(3);
    const money = await api.as(staff).get('/api/reports/exports/rental-income.csv');
    expect([money.statusCode, money.json()]).toEqual([
      403,
      { error: NO_MONEY, code: 'reports-no-money' },
    ]);
  });

  it("exports the managed estate's contracts to a manager, nothing of it to a removed member", async () => {
    const managed = await api.as(manager).get('/api/reports/exports/rental-income.csv');
    expect(managed.statusCode).toBe(200);
    expect(lines(managed.body).slice(1)).toEqual([expect.stringContaining(contract(owner))]);
    for (const user of [removed, stranger]) {
      for (const kind of ['estates', 'harvests', 'rental-income']) {
        const response = await api.as(user).get(`/api/reports/exports/${kind}.csv`);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('Team Grove');
      }
    }
  });
});
