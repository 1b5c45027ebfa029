import { randomUUID } from 'node:crypto';
import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { join, treesClient } from './fixtures';
import type { TreeJson } from './fixtures';

interface HistoryJson {
  at: string;
  recordedAt: string;
  actor: { id: string; name: string } | null;
  changes: { field: string; from: unknown; to: unknown }[];
}

/**
 * Issue 26, the API side: changes a phone queued offline arrive later with the version they
 * started from (If-Match), when they were made (recordedAt) and their own id (Idempotency-Key).
 */
describeApi('changes sent later from a phone', (api) => {
  const client = treesClient(api);
  let owner: SignedInUser;
  let manager: SignedInUser;
  let worker: SignedInUser;
  let estateId: string;

  beforeAll(async () => {
    owner = await api.user({ name: 'Maria Papadopoulou' });
    manager = await api.user({ name: 'Giorgos Manager' });
    worker = await api.user({ name: 'Panos Field' });
    estateId = (await client.createEstate(owner)).id;
    await join(api, owner, estateId, manager, 'manager');
    await join(api, owner, estateId, worker, 'field_staff');
  });

  const newTree = () => client.createTree(owner, { estateId, title: `Olive ${randomUUID()}` });

  /** A change sent by `user` that started from `version`. */
  const send = (user: SignedInUser, treeId: string, body: unknown, version?: number | string) =>
    api
      .as(user)
      .call(
        'PUT',
        `/api/trees/${treeId}`,
        body,
        version === undefined ? {} : { 'if-match': String(version) },
      );

  async function history(treeId: string): Promise<HistoryJson[]> {
    const response = await api.as(owner).get(`/api/trees/${treeId}/history`);
    return response.json<{ history: HistoryJson[] }>().history;
  }

  it('applies a change from the current version, named as a number, quoted or as the ETag', async () => {
    const tree = await newTree();
    for (const [form, state] of [
      [(v: number) => v, 'sick'],
      [(v: number) => `"${v}"`, 'pruned'],
      [(v: number) => `W/"${v}"`, 'watered'],
    ] as const) {
      const { version } = await client.getTree(owner, tree.id);
      const response = await send(worker, tree.id, { state }, form(version));
      expect([response.statusCode, response.json<{ tree: TreeJson }>().tree.state]).toEqual([
        200,
        state,
      ]);
    }
    const bad = await send(worker, tree.id, { state: 'sick' }, 'yesterday');
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      {
        error:
          'If-Match must be the version the change started from: a whole number or its ETag W/"<version>"',
        code: 'if-match-invalid',
      },
    ]);
  });

  it('applies a change from an older version when nobody changed its fields since', async () => {
    const tree = await newTree();
    await send(owner, tree.id, { state: 'sick' }, tree.version);
    const response = await send(manager, tree.id, { title: 'Olive by the well' }, tree.version);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ tree: TreeJson }>().tree).toMatchObject({
      title: 'Olive by the well',
      state: 'sick',
      version: tree.version + 2,
    });
  });

  it('refuses a change from an older version to a field someone else changed since, with the tree as it is now, who and when', async () => {
    const tree = await newTree();
    const theirTime = '2026-03-01T09:15:00.000Z';
    const theirs = await send(owner, tree.id, { state: 'sick', recordedAt: theirTime }, 1);
    const now = theirs.json<{ tree: TreeJson }>().tree;
    const historyBefore = await history(tree.id);

    const response = await send(
      worker,
      tree.id,
      { state: 'pruned', notes: 'Pruned the top' },
      tree.version,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error:
        'Someone else changed the same details of this tree after your change was made. Choose which value to keep.',
      code: 'conflict',
      current: { ...now, role: 'field_staff' },
      fields: ['state'],
      changedBy: { id: owner.id, name: 'Maria Papadopoulou' },
      changedAt: theirTime,
    });
    // Nothing of the change applied, not even its notes.
    expect(await client.getTree(owner, tree.id)).toEqual(now);
    expect(await history(tree.id)).toEqual(historyBefore);

    // The person keeps their value: sent again from the version they were shown, it applies.
    const kept = await send(worker, tree.id, { state: 'pruned' }, now.version);
    expect(kept.json<{ tree: TreeJson }>().tree.state).toBe('pruned');
  });

  it('never refuses stale notes: what the change added is appended to the notes as they are', async () => {
    const tree = await newTree();
    await send(owner, tree.id, { notes: 'Leaf spot' }, tree.version);
    const response = await send(worker, tree.id, { notes: 'Watered twice' }, tree.version);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ tree: TreeJson }>().tree.notes).toBe('Leaf spot\nWatered twice');
    const [latest] = await history(tree.id);
    expect(latest?.changes).toEqual([
      { field: 'notes', from: 'Leaf spot', to: 'Leaf spot\nWatered twice' },
    ]);
  });

  it("does not count the user's own earlier changes since as someone else's", async () => {
    const tree = await newTree();
    await send(worker, tree.id, { state: 'sick' }, tree.version);
    const response = await send(worker, tree.id, { state: 'burned' }, tree.version);
    expect(response.json<{ tree: TreeJson }>().tree.state).toBe('burned');
  });

  it('keeps the last writer winning without If-Match', async () => {
    const tree = await newTree();
    await send(owner, tree.id, { state: 'sick' });
    const response = await send(worker, tree.id, { state: 'pruned' });
    expect(response.json<{ tree: TreeJson }>().tree.state).toBe('pruned');
  });

  it('records in the history when the change was made on the device and when it arrived', async () => {
    const tree = await newTree();
    const made = '2026-04-03T06:30:00.000Z';
    const before = Date.now();
    const response = await send(
      worker,
      tree.id,
      { state: 'ready_to_harvest', recordedAt: '2026-04-03T09:30:00+03:00' },
      tree.version,
    );
    expect(response.statusCode).toBe(200);
    const [row] = await history(tree.id);
    expect(row?.at).toBe(made);
    expect(Date.parse(row?.recordedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row?.recordedAt ?? '')).toBeLessThanOrEqual(Date.now() + 1000);

    // A device clock far ahead is not believed: the server's time is kept.
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    await send(worker, tree.id, { state: 'healthy', recordedAt: ahead });
    const [clamped] = await history(tree.id);
    expect(clamped?.at).toBe(clamped?.recordedAt);
    const bad = await send(worker, tree.id, { state: 'sick', recordedAt: 'this morning' });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { error: 'recordedAt has an invalid format', code: 'field-invalid-format' },
    ]);
  });

  it('refuses with a reason a change for a deleted tree and one by a removed member', async () => {
    const other = await client.createEstate(owner);
    const doomed = await client.createTree(owner, { estateId: other.id });
    expect((await api.as(owner).delete(`/api/estates/${other.id}`)).statusCode).toBe(204);
    const key = { 'idempotency-key': randomUUID() };
    for (const [method, url, body] of [
      ['PUT', `/api/trees/${doomed.id}`, { state: 'sick' }],
      ['POST', `/api/trees/${doomed.id}/harvests`, { date: '2026-10-01', weight: 3 }],
    ] as const) {
      const response = await api.as(owner).call(method, url, body, key);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        {
          error: 'This tree has been deleted, so the change cannot be saved',
          code: 'tree-deleted',
        },
      ]);
    }
    // Reading it still says it is not found.
    expect((await api.as(owner).get(`/api/trees/${doomed.id}`)).json()).toMatchObject({
      code: 'tree-not-found',
    });

    const tree = await newTree();
    const leaving = await api.user();
    await join(api, owner, estateId, leaving, 'field_staff');
    await api.as(owner).delete(`/api/estates/${estateId}/members/${leaving.id}`);
    const refused = await send(leaving, tree.id, { state: 'sick' }, tree.version);
    expect([refused.statusCode, refused.json()]).toEqual([
      404,
      { error: 'Tree not found', code: 'tree-not-found' },
    ]);
    expect((await client.getTree(owner, tree.id)).state).toBe('healthy');
  });
});
