import { randomUUID } from 'node:crypto';
import type { TestResponse } from '../../../test/http';
import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { INSIDE, join, pngImage, treesClient, withPhotosDir } from './fixtures';
import type { HarvestJson, PhotoJson, TreeJson } from './fixtures';

const CONFLICT =
  'Someone else changed the same details of this tree after your change was made. Choose which value to keep.';
const KEY_REUSED =
  'This Idempotency-Key was already used for another change. Send each change with a key of its own.';

/**
 * Issue 26's API shape on every write to a tree, its photos and its harvests (beside
 * `PUT /api/trees/:id`, `POST .../photos`, `POST .../harvests` and `PUT .../harvests/:id` in
 * idempotency.test.ts): the same `Idempotency-Key` twice applies once and answers the first
 * result again; a move of a tree may send `If-Match` and `recordedAt`.
 */
describeApi(
  'Idempotency-Key and If-Match on the other tree writes',
  (api) => {
    const client = treesClient(api);
    let owner: SignedInUser;
    let manager: SignedInUser;
    let estateId: string;

    beforeAll(async () => {
      owner = await api.user({ name: 'Maria Papadopoulou' });
      manager = await api.user({ name: 'Giorgos Manager' });
      estateId = (await client.createEstate(owner)).id;
      await join(api, owner, estateId, manager, 'manager');
    });

    const newTree = () => client.createTree(owner, { estateId });
    const keyed = (
      user: SignedInUser,
      method: string,
      url: string,
      body: unknown,
      key: string,
      headers: Record<string, string> = {},
    ) => api.as(user).call(method, url, body, { 'idempotency-key': key, ...headers });
    const answer = (response: TestResponse) => [response.statusCode, response.body];
    async function historyCount(treeId: string): Promise<number> {
      const response = await api.as(owner).get(`/api/trees/${treeId}/history`);
      return response.json<{ pagination: { totalCount: number } }>().pagination.totalCount;
    }

    describe('PUT /api/trees/:id/location', () => {
      const here = { lat: 37.003, lng: 22.104 };
      const there = { lat: 37.002, lng: 22.102 };

      it('moves the tree once for a key sent twice, even after someone else moved it meanwhile', async () => {
        const tree = await newTree();
        const key = randomUUID();
        const url = `/api/trees/${tree.id}/location`;
        const first = await keyed(owner, 'PUT', url, { coordinates: here }, key);
        expect(first.statusCode).toBe(200);
        expect(first.json<{ tree: TreeJson }>().tree).toMatchObject({
          coordinates: here,
          version: tree.version + 1,
        });
        expect((await api.as(manager).put(url, { coordinates: there })).statusCode).toBe(200);

        const again = await keyed(owner, 'PUT', url, { coordinates: here }, key);
        expect(answer(again)).toEqual(answer(first));
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.headers.etag).toBe(first.headers.etag);
        const now = await client.getTree(owner, tree.id);
        expect([now.coordinates, now.version]).toEqual([there, tree.version + 2]);
        expect(await historyCount(tree.id)).toBe(3); // created, and the two moves
      });

      it("answers 409 with the tree as it is now when someone else moved it since the move's version", async () => {
        const tree = await newTree();
        const theirTime = '2026-03-01T09:15:00.000Z';
        const url = `/api/trees/${tree.id}/location`;
        const theirs = await api
          .as(manager)
          .put(url, { coordinates: there, recordedAt: theirTime });
        expect(theirs.statusCode).toBe(200);
        const now = theirs.json<{ tree: TreeJson }>().tree;

        const stale = await api
          .as(owner)
          .call('PUT', url, { coordinates: here }, { 'if-match': `W/"${tree.version}"` });
        expect(stale.statusCode).toBe(409);
        expect(stale.json()).toEqual({
          error: CONFLICT,
          code: 'conflict',
          current: { ...now, role: 'owner' },
          fields: ['coordinates'],
          changedBy: { id: manager.id, name: 'Giorgos Manager' },
          changedAt: theirTime,
        });
        expect(await client.getTree(manager, tree.id)).toEqual(now);

        // Kept from the version the person was shown, it applies.
        const kept = await api
          .as(owner)
          .call('PUT', url, { coordinates: here }, { 'if-match': String(now.version) });
        expect(kept.json<{ tree: TreeJson }>().tree.coordinates).toEqual(here);
      });

      it('moves a tree from an older version when nobody else moved it since, at the device time', async () => {
        const tree = await newTree();
        await api.as(manager).put(`/api/trees/${tree.id}`, { state: 'sick' });
        const made = '2026-04-03T06:30:00.000Z';
        const moved = await api
          .as(owner)
          .call(
            'PUT',
            `/api/trees/${tree.id}/location`,
            { coordinates: here, recordedAt: made },
            { 'if-match': String(tree.version) },
          );
        expect(moved.statusCode).toBe(200);
        expect(moved.json<{ tree: TreeJson }>().tree).toMatchObject({
          coordinates: here,
          state: 'sick',
        });
        const history = await api.as(owner).get(`/api/trees/${tree.id}/history`);
        expect(history.json<{ history: { at: string }[] }>().history[0]?.at).toBe(made);
      });
    });

    it('moves the trees of PUT /api/estates/:id/trees/positions once for a key sent twice', async () => {
      const tree = await newTree();
      const key = randomUUID();
      const url = `/api/estates/${estateId}/trees/positions`;
      const body = { positions: [{ id: tree.id, coordinates: { lat: 37.004, lng: 22.105 } }] };
      const first = await keyed(owner, 'PUT', url, body, key);
      expect([first.statusCode, first.json()]).toEqual([200, { updated: 1 }]);
      await api.as(manager).put(`/api/trees/${tree.id}/location`, { coordinates: INSIDE });

      const again = await keyed(owner, 'PUT', url, body, key);
      expect(answer(again)).toEqual(answer(first));
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await client.getTree(owner, tree.id)).coordinates).toEqual(INSIDE);
      // The same key for another estate's write is refused with the reason.
      const other = (await client.createEstate(owner)).id;
      const reused = await keyed(owner, 'PUT', `/api/estates/${other}/trees/positions`, body, key);
      expect([reused.statusCode, reused.json()]).toEqual([
        422,
        { error: KEY_REUSED, code: 'idempotency-key-reused' },
      ]);
    });

    it('deletes a photo once for a key sent twice, and answers 204 again', async () => {
      const tree = await newTree();
      const photo: PhotoJson = await client.uploadPhoto(owner, tree.id, await pngImage());
      const url = `/api/trees/${tree.id}/photos/${photo.id}`;
      const key = randomUUID();
      const first = await keyed(owner, 'DELETE', url, undefined, key);
      expect(first.statusCode).toBe(204);
      const again = await keyed(owner, 'DELETE', url, undefined, key);
      expect([again.statusCode, again.body]).toEqual([204, '']);
      expect(again.headers['idempotent-replayed']).toBe('true');
      // Without the key the same request finds nothing to delete.
      const unkeyed = await api.as(owner).delete(url);
      expect([unkeyed.statusCode, unkeyed.json()]).toMatchObject([
        404,
        { error: 'Photo not found' },
      ]);
      const now = await client.getTree(owner, tree.id);
      expect(now.version).toBe(tree.version + 2); // the photo added, then removed once
    });

    describe('a harvest', () => {
      async function recorded(treeId: string): Promise<HarvestJson> {
        const response = await api
          .as(owner)
          .post(`/api/trees/${treeId}/harvests`, { date: '2026-10-01', weight: 10, notes: '' });
        return response.json<{ harvest: HarvestJson }>().harvest;
      }
      const harvestsOf = async (treeId: string) =>
        (await api.as(owner).get(`/api/trees/${treeId}/harvests`)).json<{
          harvests: HarvestJson[];
        }>().harvests;

      it('is changed once for a key sent twice, after someone else changed it meanwhile', async () => {
        const tree = await newTree();
        const harvest = await recorded(tree.id);
        const url = `/api/trees/${tree.id}/harvests/${harvest.id}`;
        const key = randomUUID();
        const body = { date: '2026-10-01', weight: 12.5, notes: 'Weighed again' };
        const first = await keyed(owner, 'PATCH', url, body, key);
        expect(first.json<{ harvest: HarvestJson }>().harvest.weight).toBe(12.5);
        await api.as(manager).patch(url, { date: '2026-10-01', weight: 14, notes: 'Corrected' });

        const again = await keyed(owner, 'PATCH', url, body, key);
        expect(answer(again)).toEqual(answer(first));
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect((await harvestsOf(tree.id))[0]).toMatchObject({ weight: 14, notes: 'Corrected' });
      });

      it('is deleted once for a key sent twice, and answers 204 again', async () => {
        const tree = await newTree();
        const harvest = await recorded(tree.id);
        const url = `/api/trees/${tree.id}/harvests/${harvest.id}`;
        const key = randomUUID();
        expect((await keyed(owner, 'DELETE', url, undefined, key)).statusCode).toBe(204);
        const again = await keyed(owner, 'DELETE', url, undefined, key);
        expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([204, 'true']);
        expect(await harvestsOf(tree.id)).toEqual([]);
        const rows = await historyCount(tree.id);
        expect(rows).toBe(3); // created, recorded, removed once
      });
    });
  },
  withPhotosDir,
);
