import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { join } from '../../teams/__tests__/fixtures';
import { treesClient } from './fixtures';
import type { TreeJson } from './fixtures';

interface Row {
  action: string;
  actor: { id: string; name: string } | null;
  changes: unknown[];
  tree?: { id: string } | null;
}

describeApi('recording printed tags', (api) => {
  const client = treesClient(api);
  let owner: SignedInUser;
  let manager: SignedInUser;
  let worker: SignedInUser;
  let stranger: SignedInUser;
  let first: TreeJson;
  let second: TreeJson;
  let elsewhere: TreeJson;

  const record = (by: SignedInUser, treeIds: string[], estateId = first.estateId) =>
    api.as(by).post(`/api/estates/${estateId}/tag-prints`, { treeIds });

  async function treeRows(treeId: string): Promise<Row[]> {
    const response = await api.as(owner).get(`/api/trees/${treeId}/history`);
    return response.json<{ history: Row[] }>().history;
  }

  beforeAll(async () => {
    owner = await api.user({ name: 'Olga Owner' });
    manager = await api.user({ name: 'Manos Manager' });
    worker = await api.user({ name: 'Maria Field' });
    stranger = await api.user();
    first = await client.createTree(owner);
    second = await client.createTree(owner, { estateId: first.estateId, title: 'Olive Tree 2' });
    elsewhere = await client.createTree(owner);
    await join(api, owner, first.estateId, manager, 'manager');
    await join(api, owner, first.estateId, worker, 'field_staff');
  });

  it('writes one tag_printed row per printed tree, by whoever printed them', async () => {
    const response = await record(manager, [first.id, second.id, first.id]);
    expect([response.statusCode, response.json()]).toEqual([201, { recorded: 2 }]);
    for (const tree of [first, second]) {
      const [latest] = await treeRows(tree.id);
      expect(latest).toMatchObject({
        action: 'tag_printed',
        actor: { id: manager.id, name: 'Manos Manager' },
        changes: [],
      });
    }
    const estate = await api.as(owner).get(`/api/estates/${first.estateId}/history`);
    const rows = estate.json<{ history: Row[] }>().history.slice(0, 2);
    expect(rows.map((row) => [row.action, row.tree?.id]).sort()).toEqual(
      [
        ['tag_printed', first.id],
        ['tag_printed', second.id],
      ].sort(),
    );
  });

  it('records nothing when a tree is not of the estate', async () => {
    const before = (await treeRows(first.id)).length;
    for (const treeIds of [[first.id, elsewhere.id], ['not-a-tree']]) {
      const response = await record(owner, treeIds);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: 'treeIds must be trees of this estate', code: 'tag-prints-other-trees' },
      ]);
    }
    expect(await treeRows(first.id)).toHaveLength(before);
    const empty = await record(owner, []);
    expect(empty.statusCode).toBe(400);
  });

  it('refuses field staff (403) and a stranger (404)', async () => {
    const byWorker = await record(worker, [first.id]);
    expect([byWorker.statusCode, byWorker.json<{ code: string }>().code]).toEqual([
      403,
      'estate-role-forbids-manage-trees',
    ]);
    const byStranger = await record(stranger, [first.id]);
    expect([byStranger.statusCode, byStranger.json<{ code: string }>().code]).toEqual([
      404,
      'estate-not-found',
    ]);
  });
});
