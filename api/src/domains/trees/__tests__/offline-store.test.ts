import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { leaveTeam } from '../../../test/teams';
import { join, jpegWithMetadata, treesClient, withPhotosDir } from './fixtures';
import type { TreeJson } from './fixtures';
import { startPhone } from './phone';
import type { OfflineEngine, Phone } from './phone';

/**
 * Issue 26: the trees a phone keeps for work without signal, from the real API: stored on
 * request or because the user is field staff, found by a scanned tag, shown with the changes
 * still queued, and refreshed from the server.
 */
describeApi(
  'the trees kept on the phone',
  (api) => {
    const client = treesClient(api);
    let phone: Phone;
    let engine: OfflineEngine;
    let owner: SignedInUser;
    let worker: SignedInUser;
    let estateId: string;
    let tree: TreeJson;

    beforeAll(async () => {
      phone = await startPhone(api.server);
      engine = phone.engine;
      owner = await api.user();
      worker = await api.user();
      estateId = (await client.createEstate(owner, { name: 'Lower Grove' })).id;
      tree = await client.createTree(owner, { estateId, title: 'Olive by the wall' });
      await client.uploadPhoto(owner, tree.id, await jpegWithMetadata(), 'Trunk');
      await api.as(owner).put(`/api/trees/${tree.id}`, { notes: 'Pruned in March' });
    });

    beforeEach(() => {
      phone.setSignal('online');
      phone.signIn(owner);
    });

    afterEach(async () => {
      for (const change of await engine.queuedChanges()) await engine.discardChange(change.id);
      await engine.clearOfflineData();
    });

    const ref = () => ({ id: tree.id, version: tree.version, label: tree.title, estateId });

    it('keeps an estate on request and finds its trees by the code on their tag', async () => {
      expect(await engine.findOfflineTree({ kind: 'code', code: tree.textCode })).toBeUndefined();
      expect(await engine.makeEstateAvailableOffline(estateId)).toEqual({ trees: 1 });

      phone.setSignal('offline');
      const found = await engine.findOfflineTree({ kind: 'code', code: tree.textCode });
      const now = await client.getTree(owner, tree.id);
      expect(found).toMatchObject({
        id: tree.id,
        estateId,
        estateName: 'Lower Grove',
        title: 'Olive by the wall',
        notes: 'Pruned in March',
        version: now.version,
        role: 'owner',
      });
      expect(found!.thumbnail!.type).toBe('image/webp');
      expect(await engine.findOfflineTree({ kind: 'id', id: tree.id })).toMatchObject({
        code: tree.textCode,
      });
      expect(await engine.findOfflineTree({ kind: 'code', code: 'GK-NOTSTORED' })).toBeUndefined();
    });

    it('shows the changes still queued on the stored tree, then the server’s values once sent', async () => {
      await engine.makeEstateAvailableOffline(estateId);
      const before = (await engine.findOfflineTree({ kind: 'id', id: tree.id }))!;
      phone.setSignal('offline');
      await engine.submitTreeChange({ ...ref(), version: before.version }, { state: 'sick' });
      await engine.submitTreeChange({ ...ref(), version: before.version }, { notes: 'Spots' });
      const shown = engine.withLocalChanges(before, await engine.queuedChanges());
      expect([shown.state, shown.notes, shown.version]).toEqual(['sick', 'Spots', before.version]);

      phone.setSignal('online');
      await engine.syncNow();
      const after = (await engine.findOfflineTree({ kind: 'id', id: tree.id }))!;
      expect([after.state, after.notes, after.version]).toEqual([
        'sick',
        'Spots',
        before.version + 2,
      ]);
      expect(after.thumbnail).not.toBeNull();
    });

    it('keeps the thumbnail of a photo sent from the phone', async () => {
      await engine.makeEstateAvailableOffline(estateId);
      const photo = await jpegWithMetadata(900, 600);
      const result = await engine.submitPhoto(
        ref(),
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        'crown.jpg',
      );
      expect(result.status).toBe('sent');
      const sent = (result as { body: { photo: { thumbnailUrl: string } } }).body.photo;
      const after = (await engine.findOfflineTree({ kind: 'id', id: tree.id }))!;
      expect(after.thumbnailUrl).toBe(sent.thumbnailUrl);
      const file = await client.fetchFile(sent.thumbnailUrl);
      expect(Buffer.from(await after.thumbnail!.arrayBuffer())).toEqual(file.body);
    });

    it('stores the estates where the user is field staff, and drops one they left', async () => {
      await join(api, owner, estateId, worker, 'field_staff');
      phone.signIn(worker);
      await engine.refreshOfflineEstates();
      expect(await engine.findOfflineTree({ kind: 'code', code: tree.textCode })).toMatchObject({
        role: 'field_staff',
      });

      await leaveTeam(api, owner, estateId, worker);
      await engine.refreshOfflineEstates();
      expect(await engine.findOfflineTree({ kind: 'id', id: tree.id })).toBeUndefined();
    });

    it("keeps each person's stored trees apart on a shared phone", async () => {
      await join(api, owner, estateId, worker, 'field_staff');
      await engine.makeEstateAvailableOffline(estateId);
      phone.signIn(worker);
      expect(await engine.findOfflineTree({ kind: 'code', code: tree.textCode })).toBeUndefined();
      // The worker's own copy, stored with their role, leaves the owner's as it was.
      await engine.refreshOfflineEstates();
      expect(await engine.findOfflineTree({ kind: 'id', id: tree.id })).toMatchObject({
        role: 'field_staff',
      });
      await engine.removeEstateOffline(estateId);
      expect(await engine.findOfflineTree({ kind: 'id', id: tree.id })).toBeUndefined();

      phone.signIn(owner);
      expect(await engine.findOfflineTree({ kind: 'id', id: tree.id })).toMatchObject({
        role: 'owner',
      });
      await leaveTeam(api, owner, estateId, worker);
    });

    it('drops the stored trees but never the queued changes', async () => {
      await engine.makeEstateAvailableOffline(estateId);
      phone.setSignal('offline');
      await engine.submitHarvest(ref(), { date: '2026-10-02', weight: 4, notes: '' });
      await engine.clearOfflineData();
      expect(await engine.findOfflineTree({ kind: 'id', id: tree.id })).toBeUndefined();
      expect(await engine.pendingChanges(owner.id)).toBe(1);
      await engine.removeEstateOffline(estateId);
      expect(await engine.pendingChanges(owner.id)).toBe(1);
    });
  },
  withPhotosDir,
);
