import sharp from 'sharp';
import { s3FileStores } from '../../../lib/storage';
import type { S3FileStores } from '../../../lib/storage';
import { describeApi } from '../../../test/harness';
import { startTestS3 } from '../../../test/s3rver';
import type { TestS3 } from '../../../test/s3rver';
import type { SignedInUser } from '../../../test/users';
import { keyOf, pngImage, sendRaw, storedFiles, treesClient } from './fixtures';
import type { TreeJson } from './fixtures';

let s3: TestS3;
let bucket: S3FileStores;

// Started before the harness's servers (top-level hooks run first) and stopped after them.
beforeAll(async () => {
  s3 = await startTestS3();
  bucket = s3FileStores(s3.config());
});

afterAll(async () => {
  bucket.close();
  await s3.stop();
});

async function objectsInBucket(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of bucket.photos.list()) keys.push(entry.key);
  return keys.sort();
}

describeApi(
  'tree photos in an S3 bucket',
  {
    config: async (api) => ({ s3: s3.config(), photosDir: await api.tempDir('gk-photos-') }),
  },
  (api) => {
    let owner: SignedInUser;
    let tree: TreeJson;
    const client = treesClient(api);

    beforeAll(async () => {
      ({ owner, tree } = await client.ownerWithTree());
    });

    it('keeps an uploaded photo in the bucket, not on disk, and serves it from there', async () => {
      const photo = await client.uploadPhoto(owner, tree.id, await pngImage(64, 48));
      const keys = [keyOf(photo.url), keyOf(photo.thumbnailUrl)];
      expect(await objectsInBucket()).toEqual(expect.arrayContaining(keys));
      expect(await storedFiles(api.server.config.photosDir)).toEqual([]);

      const image = await client.fetchFile(photo.url);
      expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
      expect(image.headers['content-length']).toBe(String(image.body.length));
      expect(await sharp(image.body).metadata()).toMatchObject({ width: 64, height: 48 });
      const thumbnail = await client.fetchFile(photo.thumbnailUrl);
      expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: 'webp' });
    });

    it('serves the photo through another API process sharing the bucket', async () => {
      const photo = await client.uploadPhoto(owner, tree.id, await pngImage(32, 32));
      const other = await api.startServer({
        s3: s3.config(),
        photosDir: await api.tempDir('gk-photos-other-'),
      });
      const image = await sendRaw(other, { method: 'GET', url: photo.url });
      expect(image.statusCode).toBe(200);
      expect(await sharp(image.body).metadata()).toMatchObject({ width: 32, height: 32 });
    });

    it('deletes both objects with the photo, and then answers 404', async () => {
      const photo = await client.uploadPhoto(owner, tree.id, await pngImage());
      const keys = [keyOf(photo.url), keyOf(photo.thumbnailUrl)];
      const response = await api.as(owner).delete(`/api/trees/${tree.id}/photos/${photo.id}`);
      expect(response.statusCode).toBe(204);
      expect((await objectsInBucket()).filter((key) => keys.includes(key))).toEqual([]);
      const gone = await client.fetchFile(photo.url);
      expect([gone.statusCode, gone.json()]).toEqual([
        404,
        { error: 'Photo not found', code: 'photo-not-found' },
      ]);
    });
  },
);
