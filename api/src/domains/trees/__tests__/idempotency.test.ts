import { randomUUID } from 'node:crypto';
import type { TestResponse } from '../../../test/http';
import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { photoPart, pngImage, treesClient, withPhotosDir } from './fixtures';
import type { HarvestJson, PhotoJson, TreeJson } from './fixtures';

describeApi(
  'Idempotency-Key on tree writes',
  (api) => {
    const client = treesClient(api);
    let owner: SignedInUser;
    let tree: TreeJson;

    beforeAll(async () => {
      owner = await api.user();
      tree = await client.createTree(owner);
    });

    const put = (treeId: string, body: unknown, key: string) =>
      api.as(owner).call('PUT', `/api/trees/${treeId}`, body, { 'idempotency-key': key });

    async function historyCount(treeId: string): Promise<number> {
      const response = await api.as(owner).get(`/api/trees/${treeId}/history`);
      return response.json<{ pagination: { totalCount: number } }>().pagination.totalCount;
    }

    const answer = (response: TestResponse) => [response.statusCode, response.json()];

    it('applies a change sent twice once and answers the first result again', async () => {
      const before = await client.getTree(owner, tree.id);
      const rows = await historyCount(tree.id);
      const key = randomUUID();
      const first = await put(tree.id, { state: 'sick', notes: 'Row 4' }, key);
      expect(first.statusCode).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      // Someone else changes the tree meanwhile: the replay still answers the first result.
      await api.as(owner).put(`/api/trees/${tree.id}`, { title: 'Renamed meanwhile' });
      const again = await put(tree.id, { state: 'sick', notes: 'Row 4' }, key);
      expect(answer(again)).toEqual(answer(first));
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(first.json<{ tree: TreeJson }>().tree.version).toBe(before.version + 1);
      expect(await historyCount(tree.id)).toBe(rows + 2);
      expect((await client.getTree(owner, tree.id)).version).toBe(before.version + 2);
    });

    it('applies two requests with the same key sent at the same moment once', async () => {
      const before = await client.getTree(owner, tree.id);
      const rows = await historyCount(tree.id);
      const key = randomUUID();
      const body = { notes: `At once ${key}` };
      const [one, two] = await Promise.all([put(tree.id, body, key), put(tree.id, body, key)]);
      expect(answer(one)).toEqual(answer(two));
      expect(one.statusCode).toBe(200);
      expect([one, two].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      expect(await historyCount(tree.id)).toBe(rows + 1);
      expect((await client.getTree(owner, tree.id)).version).toBe(before.version + 1);
    });

    it('applies a change again when the first try was refused (a refusal keeps no key)', async () => {
      const key = randomUUID();
      const refused = await put(tree.id, { state: 'on fire' }, key);
      expect(refused.statusCode).toBe(400);
      const applied = await put(tree.id, { state: 'watered' }, key);
      expect(applied.statusCode).toBe(200);
      expect(applied.json<{ tree: TreeJson }>().tree.state).toBe('watered');
    });

    it('refuses a key already used for another tree or route, and a malformed key', async () => {
      const other = await client.createTree(owner, { estateId: tree.estateId, title: 'Fig 2' });
      const key = randomUUID();
      expect((await put(tree.id, { state: 'pruned' }, key)).statusCode).toBe(200);
      const reused = await put(other.id, { state: 'pruned' }, key);
      expect(answer(reused)).toEqual([
        422,
        {
          error:
            'This Idempotency-Key was already used for another change. Send each change with a key of its own.',
          code: 'idempotency-key-reused',
        },
      ]);
      const harvest = await api.as(owner).call(
        'POST',
        `/api/trees/${tree.id}/harvests`,
        { date: '2026-10-01', weight: 2 },
        {
          'idempotency-key': key,
        },
      );
      expect(harvest.statusCode).toBe(422);
      expect((await client.getTree(owner, other.id)).state).toBe('healthy');
      const malformed = await put(tree.id, { state: 'pruned' }, 'has spaces in it');
      expect(answer(malformed)).toEqual([
        400,
        {
          error: 'Idempotency-Key must be 1 to 200 visible characters without spaces',
          code: 'idempotency-key-invalid',
        },
      ]);
    });

    it("keeps keys per user: another member's same key is their own change", async () => {
      const key = randomUUID();
      const mine = await client.createTree(owner, { estateId: tree.estateId, title: 'Fig 3' });
      const other = await api.user();
      const theirs = await client.createTree(other);
      expect((await put(mine.id, { state: 'sick' }, key)).statusCode).toBe(200);
      const response = await api
        .as(other)
        .call('PUT', `/api/trees/${theirs.id}`, { state: 'burned' }, { 'idempotency-key': key });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ tree: TreeJson }>().tree.state).toBe('burned');
    });

    it('records a harvest sent twice once, and replays a decision', async () => {
      const key = randomUUID();
      const send = () =>
        api
          .as(owner)
          .call(
            'POST',
            `/api/trees/${tree.id}/harvests`,
            { date: '2026-10-02', weight: 12.5, notes: 'South side' },
            { 'idempotency-key': key },
          );
      const [first, second] = [await send(), await send()];
      expect(first.statusCode).toBe(201);
      expect(answer(second)).toEqual(answer(first));
      const list = await api.as(owner).get(`/api/trees/${tree.id}/harvests`);
      const harvests = list.json<{ harvests: HarvestJson[] }>().harvests;
      expect(harvests.filter((one) => one.notes === 'South side')).toHaveLength(1);

      const { id } = first.json<{ harvest: HarvestJson }>().harvest;
      const decide = () =>
        api
          .as(owner)
          .call(
            'PUT',
            `/api/trees/${tree.id}/harvests/${id}`,
            { status: 'Approved' },
            { 'idempotency-key': `decide-${key}` },
          );
      const decided = await decide();
      expect(decided.statusCode).toBe(200);
      // Without the key the same request would be refused ("Harvest is already Approved").
      expect(answer(await decide())).toEqual(answer(decided));
    });

    it('stores a photo sent twice (or twice at once) once', async () => {
      const png = await pngImage();
      const upload = (key: string) =>
        client.upload(owner, tree.id, [photoPart(png)], { 'idempotency-key': key });
      const before = await client.getTree(owner, tree.id);
      const key = randomUUID();
      const first = await upload(key);
      expect(first.statusCode).toBe(201);
      const again = await upload(key);
      expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
      expect(again.headers['idempotent-replayed']).toBe('true');
      const atOnceKey = randomUUID();
      const [one, two] = await Promise.all([upload(atOnceKey), upload(atOnceKey)]);
      expect(one.json()).toEqual(two.json());
      const photos = (await api.as(owner).get(`/api/trees/${tree.id}/photos`)).json<{
        photos: PhotoJson[];
      }>().photos;
      const ids = [first, one].map((r) => r.json<{ photo: PhotoJson }>().photo.id);
      expect(photos.filter((photo) => ids.includes(photo.id))).toHaveLength(2);
      expect((await client.getTree(owner, tree.id)).version).toBe(before.version + 2);
    });
  },
  withPhotosDir,
);
