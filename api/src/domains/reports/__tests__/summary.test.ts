import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import type { ReportSummaryBody } from '../schemas';
import {
  midMonth,
  seedApplication,
  seedContract,
  seedDetectionRun,
  seedEstate,
  seedHarvest,
  seedJobApplication,
  seedRental,
  seedTree,
} from './fixtures';

const LONG_AGO = '2020-01-15T10:00:00Z';

describeApi('reports summary', (api) => {
  let owner: SignedInUser;
  let other: SignedInUser;
  let summary: ReportSummaryBody;

  beforeAll(async () => {
    owner = await api.user({ name: 'Olga Owner' });
    other = await api.user({ name: 'Theo Tenant' });
    const db = api.db;
    const alpha = await seedEstate(db, owner.id, {
      name: 'Alpha',
      address: 'Kalamata, Messinia, Greece',
      landArea: 10,
      treeTypes: ['olive', 'lemon'],
    });
    const beta = await seedEstate(db, owner.id, {
      name: 'Beta',
      address: 'Sparta, Laconia',
      landArea: 5.5,
      treeTypes: ['olive'],
      createdAt: LONG_AGO,
    });
    await seedEstate(db, owner.id, {
      name: 'Gamma',
      address: 'Kalamata',
      landArea: 2,
      createdAt: LONG_AGO,
    });
    const picked = await seedTree(db, alpha, { category: 'Olive Tree', state: 'healthy' });
    await seedTree(db, alpha, {
      category: 'Olive Tree',
      state: 'sick',
      auto: true,
      confidence: 0.9,
    });
    await seedTree(db, alpha, {
      category: 'Lemon Tree',
      state: 'ready_to_harvest',
      auto: true,
      confidence: 0.8,
    });
    await seedTree(db, beta, { category: 'Olive Tree', state: 'healthy', createdAt: LONG_AGO });
    await seedTree(db, beta, { category: 'Fig Tree', state: 'pruned', createdAt: LONG_AGO });
    // Randomly placed: generated, but neither AI detected nor manual.
    await seedTree(db, beta, {
      category: 'Fig Tree',
      state: 'watered',
      auto: true,
      createdAt: LONG_AGO,
    });

    await seedHarvest(db, picked, { date: midMonth(0), weight: 100.5, status: 'Approved' });
    await seedHarvest(db, picked, { date: midMonth(0), weight: 20, status: 'Pending' });
    await seedHarvest(db, picked, { date: midMonth(0), weight: 50, status: 'Rejected' });
    await seedHarvest(db, picked, { date: midMonth(2), weight: 30, status: 'Approved' });
    await seedHarvest(db, picked, { date: '2019-06-01', weight: 999, status: 'Approved' });

    await seedRental(db, owner.id, alpha, { priceCents: 100_000, status: 'rented' });
    await seedRental(db, owner.id, beta, {
      priceCents: 300_000,
      priceType: 'seasonal',
      status: 'rented',
    });
    const listed = await seedRental(db, owner.id, alpha, {
      priceCents: 2_400_000,
      priceType: 'yearly',
    });
    await seedRental(db, owner.id, alpha, { priceCents: 50_000, status: 'draft' });
    await seedApplication(db, listed, other.id, 'pending');
    await seedApplication(db, listed, other.id, 'rejected');
    await seedJobApplication(db, owner.id, alpha, other.id);
    for (const [number, status] of [
      ['RC-T-000001', 'signed'],
      ['RC-T-000002', 'active'],
      ['RC-T-000003', 'draft'],
    ] as const) {
      await seedContract(db, {
        ownerId: owner.id,
        tenantId: other.id,
        estateName: 'Alpha',
        number: `${number}-${owner.id.slice(0, 6)}`,
        status,
        priceCents: 1000,
      });
    }

    // Reviewed detections: 35 of 40 kept. Unreviewed runs and empty ones do not count.
    await seedDetectionRun(db, owner.id, { detected: 10, kept: 8 });
    await seedDetectionRun(db, owner.id, { detected: 30, kept: 27 });
    await seedDetectionRun(db, owner.id, { detected: 50, kept: 0, applied: false });
    await seedDetectionRun(db, owner.id, { detected: 0, kept: 0 });

    // Another user's data, none of which may be counted for the owner.
    await seedDetectionRun(db, other.id, { detected: 10, kept: 1 });
    const foreign = await seedEstate(db, other.id, {
      address: 'Athens, Attica',
      landArea: 99,
      treeTypes: ['fig'],
    });
    const foreignTree = await seedTree(db, foreign, { state: 'sick', auto: true, confidence: 0.1 });
    await seedHarvest(db, foreignTree, { date: midMonth(0), weight: 500, status: 'Approved' });
    const foreignRental = await seedRental(db, other.id, foreign, {
      priceCents: 777_700,
      status: 'rented',
    });
    await seedApplication(db, foreignRental, owner.id);
    await seedJobApplication(db, other.id, foreign, owner.id);
    await seedContract(db, {
      ownerId: other.id,
      tenantId: owner.id,
      estateName: 'Foreign',
      number: `RC-T-000009-${owner.id.slice(0, 6)}`,
      status: 'active',
      priceCents: 1000,
    });

    const response = await api.as(owner).get('/api/reports/summary');
    expect(response.statusCode).toBe(200);
    summary = response.json<ReportSummaryBody>();
  });

  it('counts the owner’s estates, real trees, hectares and rented revenue in euros', () => {
    expect(summary.totals).toEqual({ estates: 3, trees: 6, landArea: 17.5, rentalRevenue: 4000 });
  });

  it('gives trend figures from creation times: this month’s estates and area, this week’s trees', () => {
    expect(summary.trends).toEqual({
      estatesThisMonth: 1,
      landAreaThisMonth: 10,
      treesThisWeek: 3,
    });
  });

  it('answers the distributions biggest first, locations cut at the first comma', () => {
    expect(summary.distributions).toEqual({
      treeTypes: [
        { label: 'olive', count: 2 },
        { label: 'lemon', count: 1 },
      ],
      estateLocations: [
        { label: 'Kalamata', count: 2 },
        { label: 'Sparta', count: 1 },
      ],
      treeCategories: [
        { label: 'Olive Tree', count: 3 },
        { label: 'Fig Tree', count: 2 },
        { label: 'Lemon Tree', count: 1 },
      ],
      rentalStatuses: [
        { label: 'rented', count: 2 },
        { label: 'available', count: 1 },
        { label: 'draft', count: 1 },
      ],
    });
  });

  it('reports tree health, the rental marketplace and system performance', () => {
    expect(summary.treeHealth).toEqual({
      healthy: 2,
      diseased: 1,
      readyToHarvest: 1,
      aiGenerated: 2,
    });
    // Monthly prices: 1000, 3000 / 3, 24000 / 12, 500.
    expect(summary.marketplace).toEqual({
      available: 1,
      rented: 2,
      averageMonthlyPrice: 1125,
      totalRevenue: 4000,
    });
    // Detection accuracy: the share of reviewed detections the owner kept, 35 / 40.
    expect(summary.performance).toEqual({
      aiDetectionAccuracy: 87.5,
      avgTreesPerEstate: 2,
      manuallyCreatedTrees: 3,
    });
  });

  it('counts harvests per status and weighs the last twelve months without rejected records', () => {
    const { monthly, ...counts } = summary.harvests;
    expect(counts).toEqual({ pending: 1, approved: 3, rejected: 1, approvedWeightKg: 1129.5 });
    expect(monthly).toHaveLength(12);
    expect(monthly[11]).toEqual({ month: midMonth(0).slice(0, 7), weightKg: 120.5 });
    expect(monthly[9]).toEqual({ month: midMonth(2).slice(0, 7), weightKg: 30 });
    expect(monthly.reduce((total, entry) => total + entry.weightKg, 0)).toBe(150.5);
    expect(monthly[0]?.month).toBe(midMonth(11).slice(0, 7));
  });

  it('counts applications received and contracts signed or active as owner only', () => {
    expect(summary.applications).toEqual({
      rentalReceived: 2,
      rentalPending: 1,
      jobReceived: 1,
      activeContracts: 2,
    });
  });

  it('answers zeros and no averages to a user with nothing yet', async () => {
    const newcomer = await api.user();
    const empty = (await api.as(newcomer).get('/api/reports/summary')).json<ReportSummaryBody>();
    expect(empty.totals).toEqual({ estates: 0, trees: 0, landArea: 0, rentalRevenue: 0 });
    expect(empty.canSeeMoney).toBe(true);
    expect(empty.marketplace).toEqual({
      available: 0,
      rented: 0,
      averageMonthlyPrice: null,
      totalRevenue: 0,
    });
    expect(empty.performance).toEqual({
      aiDetectionAccuracy: null,
      avgTreesPerEstate: 0,
      manuallyCreatedTrees: 0,
    });
    expect(empty.distributions.treeTypes).toEqual([]);
    expect(empty.harvests.monthly.every((entry) => entry.weightKg === 0)).toBe(true);
  });

  it('counts trees written since the last report, by any route, on the next one', async () => {
    const grower = await api.user();
    const estate = await seedEstate(api.db, grower.id);
    const tree = await seedTree(api.db, estate, { state: 'healthy' });
    const read = async () =>
      (await api.as(grower).get('/api/reports/summary')).json<ReportSummaryBody>();
    expect((await read()).treeHealth.healthy).toBe(1);
    // Same trees: the counts may come from memory, and are the same.
    expect((await read()).totals.trees).toBe(1);
    await api.db.query(`UPDATE trees SET state = 'sick' WHERE id = $1`, [tree]);
    await seedTree(api.db, estate, { category: 'Fig Tree', confidence: 0.5, auto: true });
    const after = await read();
    expect(after.totals.trees).toBe(2);
    expect(after.treeHealth).toEqual({
      healthy: 1,
      diseased: 1,
      readyToHarvest: 0,
      aiGenerated: 1,
    });
    // A tree's confidence is not the accuracy: only reviewed detections are.
    expect(after.performance.aiDetectionAccuracy).toBeNull();
    await seedDetectionRun(api.db, grower.id, { detected: 3, kept: 2 });
    expect((await read()).performance.aiDetectionAccuracy).toBe(66.7);
    await api.db.query('DELETE FROM trees WHERE estate_id = $1', [estate]);
    expect((await read()).totals.trees).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const response = await api.request({ url: '/api/reports/summary' });
    expect(response.statusCode).toBe(401);
  });
});
