import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { INSIDE, pngImage, treesClient, withPhotosDir } from './fixtures';
import type { HarvestJson, PhotoJson, TreeJson } from './fixtures';

interface HistoryJson {
  at: string;
  recordedAt: string;
  actor: { id: string; name: string } | null;
  action: string;
  changes: { field: string; from: unknown; to: unknown }[];
  tree?: { id: string; textCode: string | null; title: string | null } | null;
}

interface HistoryPageJson {
  history: HistoryJson[];
  pagination: { current: number; total: number; count: number; totalCount: number };
}

const INSIDE_2 = { lat: 37.002, lng: 22.102 };

describeApi(
  'tree history',
  (api) => {
    const client = treesClient(api);
    let owner: SignedInUser;
    let tree: TreeJson;

    beforeAll(async () => {
      owner = await api.user({ name: 'Maria Papadopoulou' });
      tree = await client.createTree(owner);
    });

    async function historyOf(treeId: string, page?: number): Promise<HistoryPageJson> {
      const query = page === undefined ? '' : `?page=${page}`;
      const response = await api.as(owner).get(`/api/trees/${treeId}/history${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<HistoryPageJson>();
    }

    async function latest(treeId: string): Promise<HistoryJson> {
      return (await historyOf(treeId)).history[0] as HistoryJson;
    }

    it('starts with the creation by the owner, at the time the server recorded it', async () => {
      const fresh = await client.createTree(owner, { estateId: tree.estateId, title: 'Fig 1' });
      const page = await historyOf(fresh.id);
      expect(page.history).toEqual([
        {
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          actor: { id: owner.id, name: 'Maria Papadopoulou' },
          action: 'created',
          changes: [],
        },
      ]);
      expect(page.history[0]?.at).toBe(page.history[0]?.recordedAt);
      expect(page.pagination).toEqual({ current: 1, total: 1, count: 1, totalCount: 1 });
    });

    it('records the state, notes, title, category and code changed, old and new', async () => {
      const response = await api.as(owner).put(`/api/trees/${tree.id}`, {
        state: 'sick',
        notes: 'Leaf spot on the north side',
        title: 'Olive Tree 1',
      });
      expect(response.statusCode).toBe(200);
      expect(await latest(tree.id)).toMatchObject({
        action: 'updated',
        actor: { id: owner.id, name: 'Maria Papadopoulou' },
        // The title did not change, so it is not listed.
        changes: [
          { field: 'state', from: 'healthy', to: 'sick' },
          { field: 'notes', from: '', to: 'Leaf spot on the north side' },
        ],
      });
      await api.as(owner).put(`/api/trees/${tree.id}`, {
        title: 'Old Olive',
        category: 'Olive',
        textCode: 'OLD-OLIVE-1',
      });
      expect((await latest(tree.id)).changes).toEqual([
        { field: 'title', from: 'Olive Tree 1', to: 'Old Olive' },
        { field: 'category', from: 'Olive Tree', to: 'Olive' },
        { field: 'textCode', from: tree.textCode, to: 'OLD-OLIVE-1' },
      ]);
    });

    it('writes no row for an update that changes nothing', async () => {
      const before = (await historyOf(tree.id)).pagination.totalCount;
      await api.as(owner).put(`/api/trees/${tree.id}`, { state: 'sick' });
      expect((await historyOf(tree.id)).pagination.totalCount).toBe(before);
    });

    it('keeps the device time of a change beside the server time, unless it is in the future', async () => {
      const device = '2026-01-02T03:04:05.000Z';
      const put = await api
        .as(owner)
        .put(`/api/trees/${tree.id}`, { state: 'watered', changedAt: device });
      expect(put.statusCode).toBe(200);
      const row = await latest(tree.id);
      expect(row.at).toBe(device);
      expect(Date.parse(row.recordedAt)).toBeGreaterThan(Date.parse(device));

      const future = new Date(Date.now() + 3_600_000).toISOString();
      await api.as(owner).put(`/api/trees/${tree.id}`, { state: 'pruned', changedAt: future });
      const clamped = await latest(tree.id);
      expect(clamped.at).toBe(clamped.recordedAt);

      const bad = await api
        .as(owner)
        .put(`/api/trees/${tree.id}`, { state: 'healthy', changedAt: 'yesterday' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        error: 'changedAt has an invalid format',
        code: 'field-invalid-format',
      });
    });

    it('records a move, by the tree route and by the estate map', async () => {
      await api.as(owner).put(`/api/trees/${tree.id}/location`, { coordinates: INSIDE_2 });
      expect(await latest(tree.id)).toMatchObject({
        action: 'moved',
        changes: [{ field: 'coordinates', from: INSIDE, to: INSIDE_2 }],
      });
      const moved = await api.as(owner).put(`/api/estates/${tree.estateId}/trees/positions`, {
        positions: [{ id: tree.id, coordinates: INSIDE }],
      });
      expect(moved.statusCode).toBe(200);
      expect(await latest(tree.id)).toMatchObject({
        action: 'moved',
        changes: [{ field: 'coordinates', from: INSIDE_2, to: INSIDE }],
      });
    });

    it('records a photo added and removed, with the photo to show inline', async () => {
      const photo: PhotoJson = await client.uploadPhoto(owner, tree.id, await pngImage(), 'Bark');
      const added = await latest(tree.id);
      expect(added).toMatchObject({
        action: 'photo_added',
        changes: [
          {
            field: 'photo',
            from: null,
            to: {
              id: photo.id,
              url: photo.url,
              thumbnailUrl: photo.thumbnailUrl,
              caption: 'Bark',
            },
          },
        ],
      });
      const removed = await api.as(owner).delete(`/api/trees/${tree.id}/photos/${photo.id}`);
      expect(removed.statusCode).toBe(204);
      expect(await latest(tree.id)).toMatchObject({
        action: 'photo_removed',
        changes: [{ field: 'photo', from: { id: photo.id, caption: 'Bark' }, to: null }],
      });
    });

    it('records a harvest recorded and decided', async () => {
      const created = await api
        .as(owner)
        .post(`/api/trees/${tree.id}/harvests`, { date: '2026-10-14', weight: 12.5 });
      const harvest = created.json<{ harvest: HarvestJson }>().harvest;
      expect(await latest(tree.id)).toMatchObject({
        action: 'harvest_recorded',
        changes: [
          {
            field: 'harvest',
            from: null,
            to: { id: harvest.id, date: '2026-10-14', weight: 12.5, status: 'Pending' },
          },
        ],
      });
      await api
        .as(owner)
        .put(`/api/trees/${tree.id}/harvests/${harvest.id}`, { status: 'Approved' });
      expect(await latest(tree.id)).toMatchObject({
        action: 'harvest_decided',
        changes: [
          {
            field: 'harvest',
            from: { id: harvest.id, status: 'Pending' },
            to: { id: harvest.id, status: 'Approved' },
          },
        ],
      });
    });

    it('records generated trees as created', async () => {
      const estate = await client.createEstate(owner);
      const generated = await api
        .as(owner)
        .post(`/api/estates/${estate.id}/generate-trees`, { count: 3 });
      expect(generated.statusCode).toBe(201);
      const page = await api.as(owner).get(`/api/estates/${estate.id}/history`);
      const rows = page.json<HistoryPageJson>().history;
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.action === 'created' && row.tree?.id)).toBe(true);
    });

    it('pages newest first, 20 rows a page', async () => {
      const busy = await client.createTree(owner, { estateId: tree.estateId, title: 'Busy 1' });
      for (let index = 0; index < 21; index++) {
        await api.as(owner).put(`/api/trees/${busy.id}`, { notes: `Visit ${index}` });
      }
      const first = await historyOf(busy.id);
      expect(first.pagination).toEqual({ current: 1, total: 2, count: 20, totalCount: 22 });
      expect(first.history[0]?.changes).toEqual([
        { field: 'notes', from: 'Visit 19', to: 'Visit 20' },
      ]);
      const second = await historyOf(busy.id, 2);
      expect(second.pagination).toEqual({ current: 2, total: 2, count: 2, totalCount: 22 });
      expect(second.history.map((row) => row.action)).toEqual(['updated', 'created']);
      const past = await historyOf(busy.id, 3);
      expect(past).toEqual({
        history: [],
        pagination: { current: 3, total: 2, count: 0, totalCount: 22 },
      });
    });

    it("shows the estate's renames and its trees' changes, naming the tree", async () => {
      const estate = await client.createEstate(owner);
      const own = await client.createTree(owner, { estateId: estate.id, title: 'Lemon 1' });
      await api.as(owner).put(`/api/trees/${own.id}`, { state: 'pruned' });
      const renamed = await api.as(owner).put(`/api/estates/${estate.id}`, { name: 'North grove' });
      expect(renamed.statusCode).toBe(200);
      const response = await api.as(owner).get(`/api/estates/${estate.id}/history`);
      expect(response.statusCode).toBe(200);
      const page = response.json<HistoryPageJson>();
      expect(page.history.map((row) => row.action)).toEqual(['renamed', 'updated', 'created']);
      expect(page.history[0]).toMatchObject({
        actor: { id: owner.id },
        changes: [{ field: 'name', from: estate.name, to: 'North grove' }],
        tree: null,
      });
      expect(page.history[1]?.tree).toEqual({
        id: own.id,
        textCode: own.textCode,
        title: 'Lemon 1',
      });
      expect(page.pagination.totalCount).toBe(3);
    });

    it("answers 404 for another user's tree or estate history", async () => {
      const stranger = await api.user();
      expect((await api.as(stranger).get(`/api/trees/${tree.id}/history`)).statusCode).toBe(404);
      const estateHistory = await api.as(stranger).get(`/api/estates/${tree.estateId}/history`);
      expect(estateHistory.statusCode).toBe(404);
    });
  },
  withPhotosDir,
);
