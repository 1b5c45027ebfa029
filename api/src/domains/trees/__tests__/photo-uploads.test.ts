import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { sweepAbandonedUploads } from '../photos/service';
import { LocalFileStorage, newPhotoKey } from '../../../lib/storage';
import { photoPart, pngImage, storedFiles, treesClient, withPhotosDir } from './fixtures';
import type { TreeJson } from './fixtures';

/**
 * A process killed between writing a photo's files and recording the photo leaves files no
 * photo refers to. Uploads are recorded (photo_uploads) before their files land and closed in
 * the photo's transaction; the sweep deletes what an abandoned upload wrote.
 */
describeApi('photo uploads that never became a photo', withPhotosDir, (api) => {
  let owner: SignedInUser;
  let tree: TreeJson;
  const client = treesClient(api);
  const pending = async () =>
    (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM photo_uploads'))[0]!.n;

  beforeAll(async () => {
    ({ owner, tree } = await client.ownerWithTree());
  });

  it('closes the upload record in the transaction that records the photo', async () => {
    const uploaded = await client.upload(owner, tree.id, [photoPart(await pngImage(40, 30))]);
    expect(uploaded.statusCode).toBe(201);
    expect(await pending()).toBe(0);
  });

  it("deletes an abandoned upload's files and drafts once older than the grace, and nothing else", async () => {
    const dir = api.server.config.photosDir;
    const storage = new LocalFileStorage(dir);
    const kept = await storedFiles(dir);
    // What a killed process leaves: a finished file, and a draft of the other.
    const [image, thumbnail, fresh] = [
      newPhotoKey('jpeg'),
      newPhotoKey('webp'),
      newPhotoKey('jpeg'),
    ];
    await storage.put(image, Buffer.from('image bytes'));
    const draft = `${storage.fileOf(thumbnail)!}.tmp`;
    await mkdir(path.dirname(draft), { recursive: true });
    await writeFile(draft, 'half a thumbnail');
    await storage.put(fresh, Buffer.from('an upload still running'));
    await api.db.query(
      `INSERT INTO photo_uploads (storage_key, started_at)
       VALUES ($1, now() - interval '20 minutes'), ($2, now() - interval '20 minutes'), ($3, now())`,
      [image, thumbnail, fresh],
    );

    const cleared = await sweepAbandonedUploads(
      { db: api.db, storage, log: api.server.app.log },
      api.server.config.photoUploadGraceSeconds,
    );
    expect(cleared).toBe(2);
    // The photos already recorded and the running upload are untouched.
    expect(await storedFiles(dir)).toEqual([...kept, path.basename(storage.fileOf(fresh)!)].sort());
    const left = await api.db.query<{ key: string }>(
      'SELECT storage_key AS key FROM photo_uploads',
    );
    expect(left.map((row) => row.key)).toEqual([fresh]);
    await api.db.query('DELETE FROM photo_uploads');
  });
});
