import sharp from 'sharp';
import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import {
  jpegWithMetadata,
  photoPart,
  pngImage,
  storedFiles,
  treesClient,
  withPhotosDir,
} from './fixtures';
import type { FormPart, PhotoJson, TreeJson } from './fixtures';

const NOT_AN_IMAGE = 'Please select an image file (JPEG, PNG or WebP)';
const MB = 1024 * 1024;

describeApi('refused tree photos', withPhotosDir, (api) => {
  let owner: SignedInUser;
  let tree: TreeJson;
  const client = treesClient(api);

  beforeAll(async () => {
    ({ owner, tree } = await client.ownerWithTree());
  });

  const photoCount = async (treeId: string) =>
    (
      await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM tree_photos WHERE tree_id = $1',
        [treeId],
      )
    )[0]?.n;

  it('refuses what is not a JPEG, PNG or WebP image, whatever its name, and stores nothing', async () => {
    const png = await pngImage(32, 32);
    const jpeg = await jpegWithMetadata(200, 100);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const cases: [string, FormPart[]][] = [
      ['a text file named .png', [photoPart(Buffer.from('just some notes\n'), 'notes.png')]],
      ['an SVG', [photoPart(svg, 'drawing.svg', 'image/svg+xml')]],
      ['an SVG named .png', [photoPart(svg, 'drawing.png')]],
      ['a GIF', [photoPart(gif, 'anim.gif', 'image/gif')]],
      ['a truncated JPEG', [photoPart(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg', 'image/jpeg')]],
      [
        'PNG magic and garbage',
        [photoPart(Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]))],
      ],
      ['an empty file', [photoPart(Buffer.alloc(0))]],
      ['no file at all', [{ name: 'caption', value: 'Lonely caption' }]],
      ['a photo sent as text', [{ name: 'photo', value: 'not a file' }]],
    ];
    const before = await storedFiles(api.server.config.photosDir);
    const count = await photoCount(tree.id);
    for (const [name, parts] of cases) {
      const response = await client.upload(owner, tree.id, parts);
      expect([name, response.statusCode, response.json()]).toEqual([
        name,
        400,
        { error: NOT_AN_IMAGE, code: expect.any(String) },
      ]);
    }
    expect(await storedFiles(api.server.config.photosDir)).toEqual(before);
    expect(await photoCount(tree.id)).toBe(count);
  });

  it('refuses a decompression bomb by its pixel count before decoding it', async () => {
    // 48 megapixels of one colour: about 150 KB as a PNG, 144 MB once decoded.
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(MB);
    const before = await storedFiles(api.server.config.photosDir);
    const response = await client.upload(owner, tree.id, [photoPart(bomb)]);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'Photo must be at most 40 megapixels', code: 'photo-too-many-pixels' },
    ]);
    expect(await storedFiles(api.server.config.photosDir)).toEqual(before);
  });

  it('refuses files over 10 MB with 413, announced in advance or found while streaming', async () => {
    const before = await storedFiles(api.server.config.photosDir);
    const count = await photoCount(tree.id);
    const png = await pngImage();
    const cases: [number, Record<string, string>][] = [
      // Chunked: no Content-Length, so the limit is found while the file streams in.
      [10 * MB + 1, { 'transfer-encoding': 'chunked' }],
      [10 * MB + 1, {}],
      [25 * MB, {}],
    ];
    for (const [size, headers] of cases) {
      const data = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const response = await client.upload(owner, tree.id, [photoPart(data)], headers);
      expect([size, headers, response.statusCode, response.json()]).toEqual([
        size,
        headers,
        413,
        { error: 'Photo must be at most 10 MB', code: 'photo-too-large' },
      ]);
    }
    expect(await storedFiles(api.server.config.photosDir)).toEqual(before);
    expect(await photoCount(tree.id)).toBe(count);
    // Exactly 10 MB is accepted; the bytes after the PNG's end are not kept by re-encoding.
    const exactly = Buffer.concat([png, Buffer.alloc(10 * MB - png.length)]);
    const atLimit = await client.upload(owner, tree.id, [photoPart(exactly)]);
    expect(atLimit.statusCode).toBe(201);
    const stored = await client.fetchFile(atLimit.json<{ photo: PhotoJson }>().photo.url);
    expect(stored.body.length).toBeLessThan(64 * 1024);
  });

  it('refuses malformed upload requests with readable errors', async () => {
    const png = await pngImage();
    const cases: [string, FormPart[], number, string][] = [
      ['two photos', [photoPart(png), photoPart(png)], 400, 'Upload one photo at a time'],
      [
        'a long caption',
        [{ name: 'caption', value: 'x'.repeat(501) }, photoPart(png)],
        400,
        'caption must be at most 500 characters',
      ],
      [
        'an unknown field',
        [{ name: 'title', value: 'x' }, photoPart(png)],
        400,
        'Send only the fields photo and caption',
      ],
      [
        'a file under another name',
        [{ name: 'image', filename: 'a.png', contentType: 'image/png', data: png }],
        400,
        'Send only the fields photo and caption',
      ],
    ];
    for (const [name, parts, status, error] of cases) {
      const response = await client.upload(owner, tree.id, parts);
      expect([name, response.statusCode, response.json()]).toEqual([
        name,
        status,
        { error, code: expect.any(String) },
      ]);
    }
    const json = await api.as(owner).post(`/api/trees/${tree.id}/photos`, {
      photo: 'data:image/png;base64,AAAA',
    });
    expect([json.statusCode, json.json()]).toEqual([
      415,
      { error: 'Send the photo as multipart/form-data', code: 'photo-not-multipart' },
    ]);
  });

  it('leaves no file behind when the photo cannot be recorded', async () => {
    await api.db.exec(`
    CREATE FUNCTION refuse_photo() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'disk full'; END $$;
    CREATE TRIGGER refuse_photo BEFORE INSERT ON tree_photos
      FOR EACH ROW EXECUTE FUNCTION refuse_photo();
  `);
    try {
      const before = await storedFiles(api.server.config.photosDir);
      const response = await client.upload(owner, tree.id, [photoPart(await pngImage())]);
      expect([response.statusCode, response.json()]).toEqual([
        500,
        { error: 'Internal server error', code: 'internal-error' },
      ]);
      expect(await storedFiles(api.server.config.photosDir)).toEqual(before);
    } finally {
      await api.db.exec(`
      DROP TRIGGER refuse_photo ON tree_photos;
      DROP FUNCTION refuse_photo();
    `);
    }
  });
});
