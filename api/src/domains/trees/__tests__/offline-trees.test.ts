import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { join, jpegWithMetadata, treesClient, withPhotosDir } from './fixtures';
import type { TreeJson } from './fixtures';

interface OfflineTreesJson {
  estate: { id: string; name: string; role: string };
  trees: {
    id: string;
    textCode: string;
    qrCode: string;
    title: string;
    category: string;
    state: string;
    notes: string;
    coordinates: { lat: number; lng: number };
    version: number;
    updatedAt: string;
    thumbnailUrl: string;
  }[];
}

/** Issue 26: an estate's trees in one answer, as a phone keeps them for work without signal. */
describeApi(
  "an estate's trees for offline use",
  (api) => {
    const client = treesClient(api);
    let owner: SignedInUser;
    let worker: SignedInUser;
    let estateId: string;
    let plain: TreeJson;
    let photographed: TreeJson;

    beforeAll(async () => {
      owner = await api.user();
      worker = await api.user();
      estateId = (await client.createEstate(owner, { name: 'Upper Grove' })).id;
      await join(api, owner, estateId, worker, 'field_staff');
      plain = await client.createTree(owner, { estateId, title: 'Olive by the gate' });
      photographed = await client.createTree(owner, { estateId, title: 'Olive by the well' });
      await api.as(owner).put(`/api/trees/${photographed.id}`, { notes: 'Leaves curl' });
      await client.uploadPhoto(owner, photographed.id, await jpegWithMetadata(), 'Old photo');
      await client.uploadPhoto(owner, photographed.id, await jpegWithMetadata(800, 600), 'New');
    });

    const offlineTrees = (user: SignedInUser, id = estateId) =>
      api.as(user).get(`/api/estates/${id}/offline-trees`);

    it('answers every tree with its notes, version and newest thumbnail to a member', async () => {
      const response = await offlineTrees(worker);
      expect(response.statusCode).toBe(200);
      const body = response.json<OfflineTreesJson>();
      expect(body.estate).toEqual({ id: estateId, name: 'Upper Grove', role: 'field_staff' });
      const [first, second] = body.trees;
      const now = await client.getTree(owner, photographed.id);
      expect(first).toEqual({
        id: plain.id,
        textCode: plain.textCode,
        qrCode: plain.qrCode,
        title: 'Olive by the gate',
        category: plain.category,
        state: plain.state,
        notes: '',
        coordinates: plain.coordinates,
        version: plain.version,
        updatedAt: plain.updatedAt,
        thumbnailUrl: '',
      });
      expect(second).toMatchObject({
        id: photographed.id,
        notes: 'Leaves curl',
        version: now.version,
        updatedAt: now.updatedAt,
      });
      const photos = (await api.as(owner).get(`/api/trees/${photographed.id}/photos`)).json<{
        photos: { caption: string; thumbnailUrl: string }[];
      }>().photos;
      expect(second!.thumbnailUrl).toBe(photos.find((p) => p.caption === 'New')!.thumbnailUrl);
      const thumbnail = await client.fetchFile(second!.thumbnailUrl);
      expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([
        200,
        'image/webp',
      ]);
    });

    it('answers "Estate not found" to a stranger, a removed member and an unknown estate', async () => {
      const stranger = await api.user();
      const leaving = await api.user();
      await join(api, owner, estateId, leaving, 'viewer');
      expect((await offlineTrees(leaving)).statusCode).toBe(200);
      await api.as(owner).delete(`/api/estates/${estateId}/members/${leaving.id}`);
      for (const [user, id] of [
        [stranger, estateId],
        [leaving, estateId],
        [owner, 'ffffffffffffffffffffffff'],
        [owner, 'not-an-id'],
      ] as const) {
        const response = await offlineTrees(user, id);
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: 'Estate not found', code: 'estate-not-found' },
        ]);
      }
    });
  },
  withPhotosDir,
);
