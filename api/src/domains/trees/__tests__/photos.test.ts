import sharp from 'sharp';
import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import {
  jpegWithMetadata,
  keyOf,
  photoPart,
  pngImage,
  sendRaw,
  storedFiles,
  treesClient,
  withPhotosDir,
} from './fixtures';
import type { PhotoJson, TreeJson } from './fixtures';

describeApi('tree photos', withPhotosDir, (api) => {
  let owner: SignedInUser;
  let tree: TreeJson;
  const client = treesClient(api);

  beforeAll(async () => {
    ({ owner, tree } = await client.ownerWithTree());
  });

  it('stores a PNG re-encoded with a WebP thumbnail, and serves both publicly', async () => {
    const response = await client.upload(owner, tree.id, [
      { name: 'caption', value: '  North side after pruning ' },
      photoPart(await pngImage(64, 48)),
    ]);
    expect(response.statusCode).toBe(201);
    const { photo } = response.json<{ photo: PhotoJson }>();
    expect(photo).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: expect.stringMatching(/^\/api\/files\/photos\/[0-9a-f]{32}\.png$/),
      thumbnailUrl: expect.stringMatching(/^\/api\/files\/photos\/[0-9a-f]{32}\.webp$/),
      caption: 'North side after pruning',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      uploadedBy: owner.id,
    });

    const image = await client.fetchFile(photo.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(image.body.length),
    });
    expect(await sharp(image.body).metadata()).toMatchObject({
      format: 'png',
      width: 64,
      height: 48,
    });
    const thumbnail = await client.fetchFile(photo.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: 'webp', width: 64 });

    expect(await storedFiles(api.server.config.photosDir)).toEqual(
      [keyOf(photo.url), keyOf(photo.thumbnailUrl)].sort(),
    );
    expect((await client.getTree(owner, tree.id)).photo).toBe(photo.url);
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    const original = await jpegWithMetadata(600, 400);
    expect(await sharp(original).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer),
    });
    const response = await client.upload(owner, tree.id, [
      photoPart(original, 'IMG_0042.JPG', 'image/jpeg'),
    ]);
    expect(response.statusCode).toBe(201);
    const { photo } = response.json<{ photo: PhotoJson }>();
    expect(photo.url).toMatch(/\.jpg$/);
    const image = await client.fetchFile(photo.url);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(image.body).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(image.body.includes('Grovekeeper Test Camera')).toBe(false);
    const thumbnail = await sharp((await client.fetchFile(photo.thumbnailUrl)).body).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 213, height: 320 });
    expect(thumbnail.exif).toBeUndefined();
  });

  it('shrinks a large photo to 2048 px on its longest side, and keeps WebP as WebP', async () => {
    const large = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#556b2f' },
    })
      .webp()
      .toBuffer();
    const response = await client.upload(owner, tree.id, [
      photoPart(large, 'wide.webp', 'image/webp'),
    ]);
    expect(response.statusCode).toBe(201);
    const { photo } = response.json<{ photo: PhotoJson }>();
    const image = await client.fetchFile(photo.url);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.body).metadata()).toMatchObject({
      format: 'webp',
      width: 2048,
      height: 1024,
    });
    expect(await sharp((await client.fetchFile(photo.thumbnailUrl)).body).metadata()).toMatchObject(
      {
        width: 320,
        height: 160,
      },
    );
  });

  it('lists the photos newest first and shows the newest as the tree’s photo', async () => {
    const fresh = await client.createTree(owner, { estateId: tree.estateId, title: 'Fresh' });
    const first = await client.uploadPhoto(owner, fresh.id, await pngImage(), 'first');
    const second = await client.uploadPhoto(owner, fresh.id, await pngImage(), 'second');
    const listed = await api.as(owner).get(`/api/trees/${fresh.id}/photos`);
    expect(listed.json()).toEqual({ photos: [second, first] });
    expect((await client.getTree(owner, fresh.id)).photo).toBe(second.url);
  });

  it('takes the caption after the file as well as before it', async () => {
    const response = await client.upload(owner, tree.id, [
      photoPart(await pngImage()),
      { name: 'caption', value: 'After the file' },
    ]);
    expect([response.statusCode, response.json<{ photo: PhotoJson }>().photo.caption]).toEqual([
      201,
      'After the file',
    ]);
  });

  it('deletes a photo with both of its files', async () => {
    const photo = await client.uploadPhoto(owner, tree.id, await pngImage());
    const files = [keyOf(photo.url), keyOf(photo.thumbnailUrl)];
    expect(await storedFiles(api.server.config.photosDir)).toEqual(expect.arrayContaining(files));
    const url = `/api/trees/${tree.id}/photos/${photo.id}`;
    const response = await api.as(owner).delete(url);
    expect([response.statusCode, response.body]).toEqual([204, '']);
    const remaining = await storedFiles(api.server.config.photosDir);
    expect(remaining.filter((name) => files.includes(name))).toEqual([]);
    for (const fileUrl of [photo.url, photo.thumbnailUrl]) {
      const gone = await client.fetchFile(fileUrl);
      expect([gone.statusCode, gone.json()]).toEqual([
        404,
        { error: 'Photo not found', code: 'photo-not-found' },
      ]);
    }
    const listed = await api.as(owner).get(`/api/trees/${tree.id}/photos`);
    expect(listed.json<{ photos: PhotoJson[] }>().photos.map((one) => one.id)).not.toContain(
      photo.id,
    );
    for (const photoId of [photo.id, 'abcdefabcdefabcdefabcdef', 'nope']) {
      const again = await api.as(owner).delete(`/api/trees/${tree.id}/photos/${photoId}`);
      expect([photoId, again.statusCode, again.json()]).toEqual([
        photoId,
        404,
        { error: 'Photo not found', code: 'photo-not-found' },
      ]);
    }
  });

  it('deletes every photo file of an estate when the estate is deleted', async () => {
    const doomed = await client.createTree(owner, { estate: { name: 'Doomed' } });
    const sibling = await client.createTree(owner, { estateId: doomed.estateId, title: 'B' });
    const keep = await client.uploadPhoto(owner, tree.id, await pngImage());
    const gone = [
      await client.uploadPhoto(owner, doomed.id, await pngImage()),
      await client.uploadPhoto(owner, doomed.id, await jpegWithMetadata()),
      await client.uploadPhoto(owner, sibling.id, await pngImage()),
    ].flatMap((photo) => [keyOf(photo.url), keyOf(photo.thumbnailUrl)]);
    const response = await api.as(owner).delete(`/api/estates/${doomed.estateId}`);
    expect(response.statusCode).toBe(204);
    const remaining = await storedFiles(api.server.config.photosDir);
    expect(remaining.filter((name) => gone.includes(name))).toEqual([]);
    expect(remaining).toEqual(expect.arrayContaining([keyOf(keep.url), keyOf(keep.thumbnailUrl)]));
  });

  it('answers 404 JSON for unknown and malformed file keys, never a file outside the folder', async () => {
    const photo = await client.uploadPhoto(owner, tree.id, await pngImage());
    const key = keyOf(photo.url);
    for (const name of [
      '0123456789abcdef0123456789abcdef.png',
      key.toUpperCase(),
      key.replace('.png', '.jpg'),
      `${key.slice(0, 2)}%2F${key}`,
      '..%2F..%2F..%2Fpackage.json',
      '%2E%2E%2Fjwt-secret',
      'package.json',
    ]) {
      const response = await client.fetchFile(`/api/files/photos/${name}`);
      expect([name, response.statusCode, response.json()]).toEqual([
        name,
        404,
        { error: 'Photo not found', code: 'photo-not-found' },
      ]);
    }
    const head = await sendRaw(api.server, { method: 'HEAD', url: photo.url });
    expect([head.statusCode, head.headers['content-type'], head.body.length]).toEqual([
      200,
      'image/png',
      0,
    ]);
  });
});
