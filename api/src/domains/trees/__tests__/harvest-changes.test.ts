import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { join } from '../../teams/__tests__/fixtures';
import { treesClient } from './fixtures';
import type { HarvestJson, TreeJson } from './fixtures';

const OWN_HARVESTS_ONLY = {
  error:
    'Your role on this estate does not allow this: you may change or delete only the pending harvests you recorded in the last 24 hours.',
  code: 'estate-role-own-harvests-only',
};

type Who = 'owner' | 'manager' | 'worker' | 'otherWorker' | 'viewer' | 'stranger';

describeApi('changing and deleting harvests', (api) => {
  const client = treesClient(api);
  const users = {} as Record<Who, SignedInUser>;
  let tree: TreeJson;

  beforeAll(async () => {
    for (const who of ['owner', 'manager', 'worker', 'otherWorker', 'viewer', 'stranger'] as Who[])
      users[who] = await api.user({ name: `The ${who}` });
    tree = await client.createTree(users.owner);
    await join(api, users.owner, tree.estateId, users.manager, 'manager');
    await join(api, users.owner, tree.estateId, users.worker, 'field_staff');
    await join(api, users.owner, tree.estateId, users.otherWorker, 'field_staff');
    await join(api, users.owner, tree.estateId, users.viewer, 'viewer');
  });

  const url = (harvestId: string) => `/api/trees/${tree.id}/harvests/${harvestId}`;

  async function record(by: Who, weight = 10): Promise<HarvestJson> {
    const response = await api
      .as(users[by])
      .post(`/api/trees/${tree.id}/harvests`, { date: '2026-10-01', weight, notes: 'Row 2' });
    expect(response.statusCode).toBe(201);
    return response.json<{ harvest: HarvestJson }>().harvest;
  }

  /** Moves the harvest's recording time back by `hours` (the server's clock is real). */
  const age = (harvestId: string, hours: number) =>
    api.db.query(
      `UPDATE harvests SET created_at = now() - make_interval(hours => $2) WHERE id = $1`,
      [harvestId, hours],
    );

  async function historyOf(): Promise<
    { action: string; actor: { id: string }; changes: unknown[] }[]
  > {
    const response = await api.as(users.owner).get(`/api/trees/${tree.id}/history`);
    return response.json<{
      history: { action: string; actor: { id: string }; changes: unknown[] }[];
    }>().history;
  }

  async function harvestIds(): Promise<string[]> {
    const response = await api.as(users.owner).get(`/api/trees/${tree.id}/harvests`);
    return response.json<{ harvests: HarvestJson[] }>().harvests.map((h) => h.id);
  }

  it('answers who recorded each harvest', async () => {
    const harvest = await record('worker');
    expect(harvest.recordedBy).toBe(users.worker.id);
  });

  it('lets the recorder change and delete their own pending harvest within 24 hours, with history rows', async () => {
    const harvest = await record('worker', 10);
    await age(harvest.id, 23);
    const edited = await api
      .as(users.worker)
      .patch(url(harvest.id), { weight: 12.5, notes: ' Row 3 ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ harvest: HarvestJson }>().harvest).toMatchObject({
      id: harvest.id,
      date: '2026-10-01',
      weight: 12.5,
      notes: 'Row 3',
      status: 'Pending',
    });
    const [editedRow] = await historyOf();
    expect(editedRow).toMatchObject({
      action: 'harvest_edited',
      actor: { id: users.worker.id },
      changes: [
        {
          field: 'harvest',
          from: expect.objectContaining({ id: harvest.id, weight: 10, notes: 'Row 2' }),
          to: expect.objectContaining({ id: harvest.id, weight: 12.5, notes: 'Row 3' }),
        },
      ],
    });

    const deleted = await api.as(users.worker).delete(url(harvest.id));
    expect(deleted.statusCode).toBe(204);
    expect(await harvestIds()).not.toContain(harvest.id);
    const [removedRow] = await historyOf();
    expect(removedRow).toMatchObject({
      action: 'harvest_removed',
      actor: { id: users.worker.id },
      changes: [
        {
          field: 'harvest',
          from: expect.objectContaining({ id: harvest.id, weight: 12.5 }),
          to: null,
        },
      ],
    });
  });

  it('refuses the recorder after 24 hours, and once the harvest was decided', async () => {
    const old = await record('worker');
    await age(old.id, 25);
    for (const response of [
      await api.as(users.worker).delete(url(old.id)),
      await api.as(users.worker).patch(url(old.id), { weight: 1 }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([403, OWN_HARVESTS_ONLY]);
    }
    const decided = await record('worker');
    const approved = await api.as(users.manager).put(url(decided.id), { status: 'Approved' });
    expect(approved.statusCode).toBe(200);
    const refused = await api.as(users.worker).delete(url(decided.id));
    expect([refused.statusCode, refused.json()]).toEqual([403, OWN_HARVESTS_ONLY]);
    expect(await harvestIds()).toEqual(expect.arrayContaining([old.id, decided.id]));
  });

  it('refuses another field-staff member, and a viewer, anything of someone else’s', async () => {
    const harvest = await record('worker');
    for (const response of [
      await api.as(users.otherWorker).delete(url(harvest.id)),
      await api.as(users.otherWorker).patch(url(harvest.id), { notes: 'mine now' }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([403, OWN_HARVESTS_ONLY]);
    }
    const byViewer = await api.as(users.viewer).delete(url(harvest.id));
    expect([byViewer.statusCode, byViewer.json()]).toEqual([
      403,
      {
        error: 'Your role on this estate does not allow this: viewers cannot change trees.',
        code: 'estate-role-forbids-field-update',
      },
    ]);
    const byStranger = await api.as(users.stranger).delete(url(harvest.id));
    expect([byStranger.statusCode, byStranger.json<{ code: string }>().code]).toEqual([
      404,
      'tree-not-found',
    ]);
    expect(await harvestIds()).toContain(harvest.id);
  });

  it('lets a manager change any pending harvest and delete any, decided ones too', async () => {
    const old = await record('worker');
    await age(old.id, 72);
    const edited = await api.as(users.manager).patch(url(old.id), { date: '2026-09-30' });
    expect([edited.statusCode, edited.json<{ harvest: HarvestJson }>().harvest.date]).toEqual([
      200,
      '2026-09-30',
    ]);
    const approved = await api.as(users.owner).put(url(old.id), { status: 'Approved' });
    expect(approved.statusCode).toBe(200);
    const decidedEdit = await api.as(users.manager).patch(url(old.id), { weight: 3 });
    expect([decidedEdit.statusCode, decidedEdit.json()]).toEqual([
      409,
      { error: 'Only a pending harvest can be changed', code: 'harvest-not-pending' },
    ]);
    const deleted = await api.as(users.manager).delete(url(old.id));
    expect(deleted.statusCode).toBe(204);
    const [row] = await historyOf();
    expect(row).toMatchObject({ action: 'harvest_removed', actor: { id: users.manager.id } });
  });

  it('checks a change by the rules of a new harvest', async () => {
    const harvest = await record('worker');
    const cases: [unknown, string][] = [
      [{ weight: -1 }, 'weight must be at least 0'],
      [{ date: '2026-02-30' }, 'date must be a valid date (YYYY-MM-DD)'],
      [{ weight: '' }, 'Date and weight are required'],
      [{}, 'Send a date, a weight or notes to change'],
    ];
    for (const [body, error] of cases) {
      const response = await api.as(users.worker).patch(url(harvest.id), body);
      expect([response.statusCode, response.json<{ error: string }>().error]).toEqual([400, error]);
    }
    const unknown = await api.as(users.owner).delete(url('0'.repeat(24)));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: 'Harvest not found', code: 'harvest-not-found' },
    ]);
  });
});
