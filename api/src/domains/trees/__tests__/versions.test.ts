import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { INSIDE, pngImage, treesClient, withPhotosDir } from './fixtures';
import type { HarvestJson, TreeJson } from './fixtures';

describeApi(
  'tree versions',
  (api) => {
    const client = treesClient(api);
    let owner: SignedInUser;
    let tree: TreeJson;

    beforeAll(async () => {
      owner = await api.user();
      tree = await client.createTree(owner);
    });

    async function versionOf(id: string): Promise<number> {
      return (await client.getTree(owner, id)).version;
    }

    it('starts at 1 and sends it as the ETag of GET and PUT', async () => {
      const fresh = await client.createTree(owner, { estateId: tree.estateId, title: 'Fig 1' });
      const read = await api.as(owner).get(`/api/trees/${fresh.id}`);
      expect(read.json<{ tree: TreeJson }>().tree.version).toBe(1);
      expect(read.headers.etag).toBe('W/"1"');
      // Read again (from the in-memory copy on PGlite): the same header.
      expect((await api.as(owner).get(`/api/trees/${fresh.id}`)).headers.etag).toBe('W/"1"');
      const put = await api.as(owner).put(`/api/trees/${fresh.id}`, { state: 'pruned' });
      expect(put.json<{ tree: TreeJson }>().tree.version).toBe(2);
      expect(put.headers.etag).toBe('W/"2"');
    });

    it('grows by one with every kind of change to the tree, and not when nothing changed', async () => {
      const steps: [string, () => Promise<unknown>][] = [
        ['state', () => api.as(owner).put(`/api/trees/${tree.id}`, { state: 'sick' })],
        ['notes', () => api.as(owner).put(`/api/trees/${tree.id}`, { notes: 'Leaf spot' })],
        ['category', () => api.as(owner).put(`/api/trees/${tree.id}`, { category: 'Olive' })],
        ['title', () => api.as(owner).put(`/api/trees/${tree.id}`, { title: 'Big olive' })],
        ['text code', () => api.as(owner).put(`/api/trees/${tree.id}`, { textCode: 'BIG-1' })],
        [
          'position',
          () =>
            api.as(owner).put(`/api/trees/${tree.id}/location`, {
              coordinates: { lat: INSIDE.lat + 0.0005, lng: INSIDE.lng },
            }),
        ],
        [
          'moved on the estate map',
          () =>
            api.as(owner).put(`/api/estates/${tree.estateId}/trees/positions`, {
              positions: [{ id: tree.id, coordinates: INSIDE }],
            }),
        ],
      ];
      let photoId = '';
      let harvestId = '';
      steps.push(
        [
          'photo added',
          async () => (photoId = (await client.uploadPhoto(owner, tree.id, await pngImage())).id),
        ],
        ['photo removed', () => api.as(owner).delete(`/api/trees/${tree.id}/photos/${photoId}`)],
        [
          'harvest recorded',
          async () => {
            const response = await api
              .as(owner)
              .post(`/api/trees/${tree.id}/harvests`, { date: '2026-10-01', weight: 4 });
            harvestId = response.json<{ harvest: HarvestJson }>().harvest.id;
          },
        ],
        [
          'harvest decided',
          () =>
            api
              .as(owner)
              .put(`/api/trees/${tree.id}/harvests/${harvestId}`, { status: 'Approved' }),
        ],
      );
      let version = await versionOf(tree.id);
      const grew: [string, number][] = [];
      for (const [change, run] of steps) {
        await run();
        const now = await versionOf(tree.id);
        grew.push([change, now - version]);
        version = now;
      }
      expect(grew).toEqual(steps.map(([change]) => [change, 1]));

      await api.as(owner).put(`/api/trees/${tree.id}`, { state: 'sick', title: 'Big olive' });
      expect(await versionOf(tree.id)).toBe(version);
    });

    it("carries each tree's version in the estate's trees and the caller's trees", async () => {
      const version = await versionOf(tree.id);
      const estateTrees = await api.as(owner).get(`/api/estates/${tree.estateId}/trees`);
      const listed = estateTrees.json<{ trees: { id: string; version: number }[] }>().trees;
      expect(listed.find((one) => one.id === tree.id)?.version).toBe(version);
      const mine = await api.as(owner).get(`/api/trees?estateId=${tree.estateId}`);
      const all = mine.json<{ trees: { id: string; version: number }[] }>().trees;
      expect(all.find((one) => one.id === tree.id)?.version).toBe(version);
    });
  },
  withPhotosDir,
);
