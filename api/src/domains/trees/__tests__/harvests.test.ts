import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { treesClient } from './fixtures';
import type { HarvestJson, TreeJson } from './fixtures';

const REQUIRED = 'Date and weight are required';

describeApi('harvests', (api) => {
  let owner: SignedInUser;
  let tree: TreeJson;
  const client = treesClient(api);

  beforeAll(async () => {
    ({ owner, tree } = await client.ownerWithTree());
  });

  const add = (treeId: string, payload: unknown) =>
    api.as(owner).post(`/api/trees/${treeId}/harvests`, payload);

  async function addHarvest(treeId: string, payload: unknown): Promise<HarvestJson> {
    const response = await add(treeId, payload);
    if (response.statusCode !== 201) throw new Error(`harvest: ${response.body}`);
    return response.json<{ harvest: HarvestJson }>().harvest;
  }

  const setStatus = (harvestId: string, status: unknown, user = owner) =>
    api.as(user).put(`/api/trees/${tree.id}/harvests/${harvestId}`, { status });

  it('records a harvest as Pending, with the weight rounded to 2 decimals', async () => {
    const response = await add(tree.id, { date: '2025-10-14', weight: 12.345, notes: ' Row 3 ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      harvest: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        date: '2025-10-14',
        weight: 12.35,
        notes: 'Row 3',
        status: 'Pending',
        statusChangedBy: null,
        statusChangedAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        recordedBy: owner.id,
      },
    });
    const zero = await addHarvest(tree.id, { date: '2025-10-15', weight: 0, notes: '' });
    expect(zero.weight).toBe(0);
    const text = await addHarvest(tree.id, { date: '2025-10-16', weight: '7.5' });
    expect([text.weight, text.notes]).toEqual([7.5, '']);
  });

  it('refuses a harvest without a date or a weight with the spec’s message', async () => {
    const cases: unknown[] = [
      {},
      { weight: 5 },
      { date: '2025-10-14' },
      { date: '', weight: 5 },
      { date: '   ', weight: 5 },
      { date: '2025-10-14', weight: '' },
      { date: '2025-10-14', weight: null },
      { date: null, weight: 3 },
    ];
    for (const payload of cases) {
      const response = await add(tree.id, payload);
      expect([payload, response.statusCode, response.json()]).toEqual([
        payload,
        400,
        { error: REQUIRED, code: expect.any(String) },
      ]);
    }
  });

  it('refuses negative or non-numeric weights and dates that are not real days', async () => {
    const cases: [unknown, string][] = [
      [{ date: '2025-10-14', weight: -1 }, 'weight must be at least 0'],
      [{ date: '2025-10-14', weight: '-0.5' }, 'weight must be at least 0'],
      [{ date: '2025-10-14', weight: 'heavy' }, 'weight must be a number'],
      [{ date: '2025-10-14', weight: '12kg' }, 'weight must be a number'],
      [{ date: '2025-10-14', weight: true }, 'weight must be a number'],
      [{ date: '2025-10-14', weight: 1_000_001 }, 'weight must be at most 1000000'],
      [{ date: '2023-02-29', weight: 1 }, 'date must be a valid date (YYYY-MM-DD)'],
      [{ date: '14/10/2025', weight: 1 }, 'date must be a valid date (YYYY-MM-DD)'],
      [{ date: '2025-13-01', weight: 1 }, 'date must be a valid date (YYYY-MM-DD)'],
      [{ date: 20251014, weight: 1 }, 'date must be a valid date (YYYY-MM-DD)'],
      [
        { date: '2025-10-14', weight: 1, notes: 'x'.repeat(2001) },
        'notes must be at most 2000 characters',
      ],
      [{ date: '2025-10-14', weight: 1, status: 'Approved' }, 'status is not an allowed field'],
    ];
    for (const [payload, error] of cases) {
      const response = await add(tree.id, payload);
      expect([payload, response.statusCode, response.json()]).toEqual([
        payload,
        400,
        { error, code: expect.any(String) },
      ]);
    }
  });

  it('lists harvests newest first: by date, then by when they were recorded', async () => {
    const fresh = await client.createTree(owner, { estateId: tree.estateId, title: 'Fresh' });
    const early = await addHarvest(fresh.id, { date: '2025-09-01', weight: 1 });
    const lateFirst = await addHarvest(fresh.id, { date: '2025-11-01', weight: 2 });
    const middle = await addHarvest(fresh.id, { date: '2025-10-01', weight: 3 });
    const lateSecond = await addHarvest(fresh.id, { date: '2025-11-01', weight: 4 });
    const response = await api.as(owner).get(`/api/trees/${fresh.id}/harvests`);
    expect(response.json()).toEqual({ harvests: [lateSecond, lateFirst, middle, early] });
    const empty = await client.createTree(owner, { estateId: tree.estateId, title: 'Empty' });
    const none = await api.as(owner).get(`/api/trees/${empty.id}/harvests`);
    expect(none.json()).toEqual({ harvests: [] });
  });

  it('changes the status to any other one and records who changed it and when', async () => {
    const harvest = await addHarvest(tree.id, { date: '2025-10-20', weight: 30 });
    const before = Date.now();
    const approved = await setStatus(harvest.id, 'Approved');
    expect(approved.statusCode).toBe(200);
    const { harvest: changed } = approved.json<{ harvest: HarvestJson }>();
    expect(changed).toEqual({
      ...harvest,
      status: 'Approved',
      statusChangedBy: owner.id,
      statusChangedAt: expect.any(String),
    });
    expect(Date.parse(changed.statusChangedAt as string)).toBeGreaterThanOrEqual(before - 5000);
    for (const status of ['Rejected', 'Pending', 'Approved']) {
      const response = await setStatus(harvest.id, status);
      expect([
        status,
        response.statusCode,
        response.json<{ harvest: HarvestJson }>().harvest.status,
      ]).toEqual([status, 200, status]);
    }
    const listed = await api.as(owner).get(`/api/trees/${tree.id}/harvests`);
    expect(listed.json<{ harvests: HarvestJson[] }>().harvests).toContainEqual(
      expect.objectContaining({ id: harvest.id, status: 'Approved', statusChangedBy: owner.id }),
    );
  });

  it('refuses the current status and anything but the three statuses', async () => {
    const harvest = await addHarvest(tree.id, { date: '2025-10-21', weight: 3 });
    const same = await setStatus(harvest.id, 'Pending');
    expect([same.statusCode, same.json()]).toEqual([
      400,
      { error: 'Harvest is already Pending', code: 'harvest-already' },
    ]);
    expect((await setStatus(harvest.id, 'Rejected')).statusCode).toBe(200);
    const again = await setStatus(harvest.id, 'Rejected');
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { error: 'Harvest is already Rejected', code: 'harvest-already' },
    ]);
    for (const status of ['approved', 'Done', '', 1]) {
      const response = await setStatus(harvest.id, status);
      expect([status, response.statusCode, response.json()]).toEqual([
        status,
        400,
        { error: 'status must be one of Pending, Approved, Rejected', code: 'field-not-one-of' },
      ]);
    }
    const missing = await setStatus('abcdefabcdefabcdefabcdef', 'Approved');
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { error: 'Harvest not found', code: 'harvest-not-found' },
    ]);
    const rows = await api.db.query<{ status: string }>(
      'SELECT status FROM harvests WHERE id = $1',
      [harvest.id],
    );
    expect(rows).toEqual([{ status: 'Rejected' }]);
  });
});
