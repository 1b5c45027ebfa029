import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { L_SHAPE, pngImage, publicPhoto, treesClient, withPhotosDir } from './fixtures';
import type { PhotoJson, TreeJson } from './fixtures';

/**
 * Tree answers are kept in memory on PGlite (tree-cache.ts): every kind of change must
 * show in the very next answer, whichever route or process made it.
 */
describeApi('fresh tree answers', withPhotosDir, (api) => {
  let owner: SignedInUser;
  const client = treesClient(api);

  beforeAll(async () => {
    owner = await api.user();
  });

  const byCode = async (code: string) => {
    const response = await api.as(owner).get(`/api/trees/qr/${code}`);
    return response.statusCode === 200 ? response.json<{ tree: TreeJson }>().tree : null;
  };
  const publicTag = async (id: string) =>
    (await api.request({ url: `/api/public/trees/${id}/tag` })).json<{
      tree: Record<string, unknown>;
      photos: PhotoJson[];
    }>();

  it('shows an estate rename and a new boundary in the trees of the estate', async () => {
    const tree = await client.createTree(owner);
    expect((await client.getTree(owner, tree.id)).estateName).toBe('North Grove');
    await publicTag(tree.id);
    await api.as(owner).put(`/api/estates/${tree.estateId}`, { name: 'South Grove' });
    expect((await client.getTree(owner, tree.id)).estateName).toBe('South Grove');
    expect((await byCode(tree.qrCode))?.estateName).toBe('South Grove');
    expect((await publicTag(tree.id)).tree.estateName).toBe('South Grove');
    await api.db.query('UPDATE estates SET boundaries = $2::jsonb WHERE id = $1', [
      tree.estateId,
      JSON.stringify(L_SHAPE),
    ]);
    expect((await client.getTree(owner, tree.id)).estateBoundaries).toEqual(L_SHAPE);
  });

  it('shows new and deleted photos as the tree’s photo and on its public tag', async () => {
    const tree = await client.createTree(owner);
    expect((await client.getTree(owner, tree.id)).photo).toBe('');
    expect((await publicTag(tree.id)).photos).toEqual([]);
    const photo = await client.uploadPhoto(owner, tree.id, await pngImage());
    expect((await client.getTree(owner, tree.id)).photo).toBe(photo.url);
    expect((await publicTag(tree.id)).photos).toEqual([publicPhoto(photo)]);
    await api.as(owner).delete(`/api/trees/${tree.id}/photos/${photo.id}`);
    expect((await client.getTree(owner, tree.id)).photo).toBe('');
    expect((await publicTag(tree.id)).photos).toEqual([]);
  });

  it('follows edits through the API and writes made straight to the database', async () => {
    const tree = await client.createTree(owner);
    await client.getTree(owner, tree.id);
    await publicTag(tree.id);
    await api.as(owner).put(`/api/trees/${tree.id}`, { notes: 'Pruned in March' });
    expect((await client.getTree(owner, tree.id)).notes).toBe('Pruned in March');
    expect((await publicTag(tree.id)).tree.notes).toBe('Pruned in March');
    // Another API process (or a person with psql) writes to the same database.
    await api.db.query(`UPDATE trees SET state = 'sick' WHERE id = $1`, [tree.id]);
    expect((await client.getTree(owner, tree.id)).state).toBe('sick');
    expect((await byCode(tree.qrCode))?.state).toBe('sick');
    expect((await publicTag(tree.id)).tree.state).toBe('sick');
  });

  it('finds a tree by its new text code at once, and no longer by the old one', async () => {
    const tree = await client.createTree(owner);
    await api.as(owner).put(`/api/trees/${tree.id}`, { textCode: 'FIRST-CODE' });
    expect((await byCode('FIRST-CODE'))?.id).toBe(tree.id);
    await api.as(owner).put(`/api/trees/${tree.id}`, { textCode: 'SECOND-CODE' });
    expect(await byCode('FIRST-CODE')).toBeNull();
    expect((await byCode('SECOND-CODE'))?.id).toBe(tree.id);
    const other = await client.createTree(owner, { estateId: tree.estateId, title: 'Other' });
    await api.as(owner).put(`/api/trees/${other.id}`, { textCode: 'FIRST-CODE' });
    expect((await byCode('FIRST-CODE'))?.id).toBe(other.id);
  });

  it('answers 404 for the trees of a deleted estate', async () => {
    const tree = await client.createTree(owner);
    await client.getTree(owner, tree.id);
    await byCode(tree.qrCode);
    await publicTag(tree.id);
    await api.as(owner).delete(`/api/estates/${tree.estateId}`);
    for (const url of [`/api/trees/${tree.id}`, `/api/trees/qr/${tree.qrCode}`]) {
      const response = await api.as(owner).get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    const tag = await api.request({ url: `/api/public/trees/${tree.id}/tag` });
    expect(tag.statusCode).toBe(404);
  });

  it('never answers one owner’s cached tree to another user', async () => {
    const tree = await client.createTree(owner);
    await client.getTree(owner, tree.id);
    await byCode(tree.qrCode);
    await publicTag(tree.id);
    const stranger = await api.user();
    for (const url of [`/api/trees/${tree.id}`, `/api/trees/qr/${tree.qrCode}`]) {
      const response = await api.as(stranger).get(url);
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        404,
        { error: 'Tree not found', code: 'tree-not-found' },
      ]);
    }
  });
});
