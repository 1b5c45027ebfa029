import sharp from 'sharp';
import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { join, treesClient, withPhotosDir } from './fixtures';
import type { HarvestJson, PhotoJson, TreeJson } from './fixtures';
import { startPhone } from './phone';
import type { OfflineEngine, Phone, QueuedChangeView, TreeRefView } from './phone';

/** Polls until `done` (what a background pass does is seen in the store and on the server). */
async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('not done in time');
}

interface HistoryJson {
  at: string;
  changes: { field: string; from: unknown; to: unknown }[];
}

/**
 * Issue 26, the phone's side: changes made without signal wait in IndexedDB and reach the
 * real API later, in order per tree, once each, with conflicts kept for the person.
 */
describeApi(
  "the phone's queue of changes",
  (api) => {
    const client = treesClient(api);
    let phone: Phone;
    let engine: OfflineEngine;
    let owner: SignedInUser;
    let manager: SignedInUser;
    let worker: SignedInUser;
    let estateId: string;

    beforeAll(async () => {
      phone = await startPhone(api.server);
      engine = phone.engine;
      owner = await api.user({ name: 'Maria Owner' });
      manager = await api.user({ name: 'Giorgos Manager' });
      worker = await api.user({ name: 'Panos Field' });
      estateId = (await client.createEstate(owner)).id;
      await join(api, owner, estateId, manager, 'manager');
      await join(api, owner, estateId, worker, 'field_staff');
    });

    beforeEach(() => {
      phone.setSignal('online');
      phone.signIn(worker);
    });

    afterEach(async () => {
      for (const change of await engine.queuedChanges()) await engine.discardChange(change.id);
    });

    async function newTree(title = 'Olive'): Promise<TreeJson> {
      return client.createTree(owner, { estateId, title });
    }
    const refOf = (tree: TreeJson): TreeRefView => ({
      id: tree.id,
      version: tree.version,
      label: `${tree.title} (${tree.textCode})`,
      estateId: tree.estateId,
    });
    const queueOf = async (treeId: string): Promise<QueuedChangeView[]> =>
      (await engine.queuedChanges()).filter((change) => change.treeId === treeId);
    const harvestsOf = async (treeId: string) =>
      (await api.as(owner).get(`/api/trees/${treeId}/harvests`)).json<{
        harvests: HarvestJson[];
      }>().harvests;
    const photosOf = async (treeId: string) =>
      (await api.as(owner).get(`/api/trees/${treeId}/photos`)).json<{ photos: PhotoJson[] }>()
        .photos;
    const historyOf = async (treeId: string) =>
      (await api.as(owner).get(`/api/trees/${treeId}/history`))
        .json<{ history: HistoryJson[] }>()
        .history.reverse();
    const jpeg = async () =>
      new Blob(
        [
          new Uint8Array(
            await sharp({
              create: { width: 640, height: 480, channels: 3, background: '#6b8e23' },
            })
              .jpeg()
              .toBuffer(),
          ),
        ],
        { type: 'image/jpeg' },
      );
    const harvest = { date: '2026-10-01', weight: 12.5, notes: 'Morning pick' };

    it('sends at once when online and keeps nothing queued', async () => {
      const tree = await newTree();
      const result = await engine.submitTreeChange(refOf(tree), { state: 'sick' });
      expect(result).toMatchObject({ status: 'sent', tree: { state: 'sick' } });
      expect(await queueOf(tree.id)).toEqual([]);
      expect((await client.getTree(owner, tree.id)).state).toBe('sick');
    });

    it("sends a day's changes in the order they were made, a tree's photos after its data", async () => {
      const first = await newTree('First');
      const second = await newTree('Second');
      phone.setSignal('offline');
      const results = [
        await engine.submitTreeChange(refOf(first), { state: 'sick' }),
        await engine.submitPhoto(refOf(first), await jpeg(), 'olive.jpg', 'Leaves'),
        await engine.submitTreeChange(refOf(first), { notes: 'Spots on the leaves' }),
        await engine.submitHarvest(refOf(second), harvest),
      ];
      expect(results.map((result) => result.status)).toEqual(Array(4).fill('queued'));
      expect((await queueOf(first.id)).map((change) => [change.kind, change.status])).toEqual([
        ['tree', 'waiting'],
        ['photo', 'waiting'],
        ['tree', 'waiting'],
      ]);
      expect((await client.getTree(owner, first.id)).state).toBe('healthy');

      phone.setSignal('online');
      await engine.syncNow();
      expect(await engine.pendingChanges(worker.id)).toBe(0);
      const now = await client.getTree(owner, first.id);
      expect([now.state, now.notes]).toEqual(['sick', 'Spots on the leaves']);
      expect((await photosOf(first.id)).map((photo) => photo.caption)).toEqual(['Leaves']);
      expect((await harvestsOf(second.id)).map((h) => h.weight)).toEqual([12.5]);
      const fields = (await historyOf(first.id)).flatMap((row) => row.changes.map((c) => c.field));
      expect(fields.filter((field) => ['state', 'photo', 'notes'].includes(field))).toEqual([
        'state',
        'photo',
        'notes',
      ]);
    });

    it('applies a change whose answer was lost only once when it is sent again', async () => {
      const tree = await newTree();
      phone.setSignal('answers-lost');
      const result = await engine.submitHarvest(refOf(tree), harvest);
      expect(result.status).toBe('queued');
      expect(await harvestsOf(tree.id)).toHaveLength(1);

      phone.setSignal('online');
      await engine.syncNow();
      expect(await queueOf(tree.id)).toEqual([]);
      expect(await harvestsOf(tree.id)).toHaveLength(1);
    });

    it('waits 5 s after a failed try, doubling up to 5 min, and starts again when back online', async () => {
      expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => engine.backoffDelay(n) / 1000)).toEqual([
        5, 10, 20, 40, 80, 160, 300, 300,
      ]);
      const tree = await newTree();
      phone.setSignal('offline');
      const before = Date.now();
      await engine.submitTreeChange(refOf(tree), { state: 'pruned' });
      const first = (await queueOf(tree.id))[0]!;
      expect([first.status, first.attempts]).toEqual(['waiting', 1]);
      expect(first.nextAttemptAt! - before).toBeGreaterThanOrEqual(5_000);
      await engine.syncNow();
      const second = (await queueOf(tree.id))[0]!;
      expect(second.attempts).toBe(2);
      expect(second.nextAttemptAt! - first.nextAttemptAt!).toBeGreaterThanOrEqual(5_000);

      // In range again but within the back-off: what is due is nothing.
      phone.setSignal('online');
      const sent = phone.requests.length;
      await engine.syncDue();
      expect(phone.requests.length).toBe(sent);
      expect(await queueOf(tree.id)).toHaveLength(1);

      // The browser says it is back online: the back-off starts again and the change goes.
      const stop = engine.startSync();
      try {
        phone.setSignal('offline');
        phone.setSignal('online');
        await waitUntil(async () => (await queueOf(tree.id)).length === 0);
      } finally {
        stop();
      }
      expect((await client.getTree(owner, tree.id)).state).toBe('pruned');
    });

    it('sends each change once when two copies of the engine sync at the same time', async () => {
      const tree = await newTree();
      const other = await phone.anotherCopy();
      phone.setSignal('offline');
      for (let n = 1; n <= 6; n += 1) {
        await engine.submitHarvest(refOf(tree), { ...harvest, weight: n });
      }
      expect(await other.pendingChanges(worker.id)).toBe(6);
      phone.setSignal('online');
      const sent = phone.requests.length;
      await Promise.all([engine.syncNow(), other.syncNow()]);
      const posts = phone.requests.slice(sent).filter((r) => r.endsWith('/harvests'));
      expect(posts).toHaveLength(6);
      expect((await harvestsOf(tree.id)).map((h) => h.weight).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await other.pendingChanges()).toBe(0);
    });

    it('keeps the queue when the app is closed and opened again', async () => {
      const tree = await newTree();
      phone.setSignal('offline');
      await engine.submitTreeChange(refOf(tree), { state: 'watered' });
      await engine.submitHarvest(refOf(tree), harvest);
      engine.closeOfflineDb();

      expect((await queueOf(tree.id)).map((change) => change.kind)).toEqual(['tree', 'harvest']);
      phone.setSignal('online');
      await engine.syncNow();
      expect(await queueOf(tree.id)).toEqual([]);
      expect((await client.getTree(owner, tree.id)).state).toBe('watered');
      expect(await harvestsOf(tree.id)).toHaveLength(1);
    });

    it("sends only the signed-in person's changes", async () => {
      const tree = await newTree();
      phone.setSignal('offline');
      await engine.submitTreeChange(refOf(tree), { state: 'sick' });
      phone.signIn(manager);
      phone.setSignal('online');
      await engine.syncNow();
      expect(await engine.pendingChanges(worker.id)).toBe(1);
      expect((await client.getTree(owner, tree.id)).state).toBe('healthy');

      phone.signIn(worker);
      await engine.syncNow();
      expect(await engine.pendingChanges(worker.id)).toBe(0);
      expect((await client.getTree(owner, tree.id)).state).toBe('sick');
    });

    it('keeps the changes of a person whose session ended until they sign in again', async () => {
      const tree = await newTree();
      phone.setSignal('offline');
      await engine.submitTreeChange(refOf(tree), { state: 'watered' });
      // The access token is no longer valid and the refresh cookie is gone.
      phone.signIn({ ...worker, accessToken: `${worker.accessToken}x` });
      phone.setSignal('online');
      await engine.syncNow();
      // Signed out by the refused refresh: the change stays, kept for its author.
      expect(await engine.pendingChanges(worker.id)).toBe(1);
      expect((await client.getTree(owner, tree.id)).state).toBe('healthy');

      phone.signIn(worker);
      expect(await queueOf(tree.id)).toMatchObject([{ status: 'waiting', userId: worker.id }]);
      await engine.syncNow();
      expect(await queueOf(tree.id)).toEqual([]);
      expect((await client.getTree(owner, tree.id)).state).toBe('watered');
    });

    it('keeps a conflict with both values, then sends the person’s choice', async () => {
      phone.signIn(manager);
      const tree = await newTree();
      phone.setSignal('offline');
      await engine.submitTreeChange(refOf(tree), { state: 'sick', category: 'Fig Tree' });
      await engine.submitTreeChange(refOf(tree), { notes: 'Checked again' });
      await engine.submitHarvest(refOf(tree), harvest);
      await api.as(owner).put(`/api/trees/${tree.id}`, { state: 'pruned' });

      phone.setSignal('online');
      await engine.syncNow();
      // The harvest, a new record that cannot conflict, went; the later tree change waits.
      expect(await harvestsOf(tree.id)).toHaveLength(1);
      const [conflicted, behind] = await queueOf(tree.id);
      expect(conflicted).toMatchObject({
        status: 'conflict',
        conflict: {
          fields: ['state'],
          mine: { state: 'sick' },
          theirs: { state: 'pruned' },
          changedBy: { id: owner.id, name: 'Maria Owner' },
        },
      });
      expect(behind).toMatchObject({ status: 'waiting', fields: { notes: 'Checked again' } });
      expect(await queueOf(tree.id)).toHaveLength(2);

      await engine.resolveConflict(conflicted!.id, 'mine');
      expect(await queueOf(tree.id)).toEqual([]);
      const now = await client.getTree(owner, tree.id);
      expect([now.state, now.category, now.notes]).toEqual(['sick', 'Fig Tree', 'Checked again']);
    });

    it("keeps the other person's value and still sends the rest of the change", async () => {
      phone.signIn(manager);
      const tree = await newTree();
      phone.setSignal('offline');
      await engine.submitTreeChange(refOf(tree), { state: 'sick', category: 'Fig Tree' });
      await api.as(owner).put(`/api/trees/${tree.id}`, { state: 'pruned' });
      phone.setSignal('online');
      await engine.syncNow();
      const [conflicted] = await queueOf(tree.id);

      await engine.resolveConflict(conflicted!.id, 'theirs');
      expect(await queueOf(tree.id)).toEqual([]);
      const now = await client.getTree(owner, tree.id);
      expect([now.state, now.category]).toEqual(['pruned', 'Fig Tree']);
    });

    it("marks a change to a deleted tree failed with the server's reason and never retries it alone", async () => {
      phone.signIn(owner);
      const doomed = await client.createEstate(owner);
      const tree = await client.createTree(owner, { estateId: doomed.id });
      phone.setSignal('offline');
      await engine.submitTreeChange(refOf(tree), { state: 'sick' });
      expect((await api.as(owner).delete(`/api/estates/${doomed.id}`)).statusCode).toBe(204);
      phone.setSignal('online');
      await engine.syncNow();
      const [failed] = await queueOf(tree.id);
      expect(failed).toMatchObject({
        status: 'failed',
        error: 'This tree has been deleted, so the change cannot be saved',
      });
      const sent = phone.requests.length;
      await engine.syncNow();
      expect(phone.requests.length).toBe(sent);
      await engine.discardChange(failed!.id);
      expect(await engine.pendingChanges(owner.id)).toBe(0);
    });

    it("throws the server's reason for a change the role may not make, online", async () => {
      const tree = await newTree();
      await expect(engine.submitTreeChange(refOf(tree), { title: 'Renamed' })).rejects.toThrow(
        expect.objectContaining({ name: 'HTTPError' }),
      );
      expect(await queueOf(tree.id)).toEqual([]);
    });
  },
  withPhotosDir,
);
