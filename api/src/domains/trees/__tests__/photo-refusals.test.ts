import sharp from 'sharp';
import type { Database } from '../../../db';
import { startTestServer } from '../../../test/app';
import type { TestServer } from '../../../test/app';
import { DATABASE_START_TIMEOUT_MS, testDatabases } from '../../../test/databases';
import { createSignedInUser } from '../../../test/users';
import type { SignedInUser } from '../../../test/users';
import {
  jpegWithMetadata,
  pngImage,
  sendRaw,
  storedFiles,
  temporaryPhotosDir,
  treesClient,
} from './fixtures';
import type { FormPart, PhotoJson, TreeJson } from './fixtures';

const NOT_AN_IMAGE = 'Please select an image file (JPEG, PNG or WebP)';
const MB = 1024 * 1024;

describe.each(testDatabases())('refused tree photos on $name', (database) => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let photos: { dir: string; remove(): Promise<void> };
  let server: TestServer;
  let owner: SignedInUser;
  let tree: TreeJson;
  const client = treesClient(() => server);

  beforeAll(async () => {
    ({ db, close: closeDb } = await database.open());
    photos = await temporaryPhotosDir();
    server = await startTestServer(db, { photosDir: photos.dir });
    owner = await createSignedInUser(server);
    tree = await client.createTree(owner);
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.close();
    await closeDb?.();
    await photos?.remove();
  });

  const file = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): FormPart => ({
    name: 'photo',
    filename,
    contentType,
    data,
  });

  const fetchFile = (url: string) => sendRaw(server, { method: 'GET', url });

  const photoCount = async (treeId: string) =>
    (
      await db.query<{ n: number }>(
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
      ['a text file named .png', [file(Buffer.from('just some notes\n'), 'notes.png')]],
      ['an SVG', [file(svg, 'drawing.svg', 'image/svg+xml')]],
      ['an SVG named .png', [file(svg, 'drawing.png')]],
      ['a GIF', [file(gif, 'anim.gif', 'image/gif')]],
      ['a truncated JPEG', [file(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg', 'image/jpeg')]],
      ['PNG magic and garbage', [file(Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]))]],
      ['an empty file', [file(Buffer.alloc(0))]],
      ['no file at all', [{ name: 'caption', value: 'Lonely caption' }]],
      ['a photo sent as text', [{ name: 'photo', value: 'not a file' }]],
    ];
    const before = await storedFiles(photos.dir);
    const count = await photoCount(tree.id);
    for (const [name, parts] of cases) {
      const response = await client.upload(owner, tree.id, parts);
      expect([name, response.statusCode, response.json()]).toEqual([
        name,
        400,
        { error: NOT_AN_IMAGE },
      ]);
    }
    expect(await storedFiles(photos.dir)).toEqual(before);
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
    const before = await storedFiles(photos.dir);
    const response = await client.upload(owner, tree.id, [file(bomb)]);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'Photo must be at most 40 megapixels' },
    ]);
    expect(await storedFiles(photos.dir)).toEqual(before);
  });

  it('refuses files over 10 MB with 413, announced in advance or found while streaming', async () => {
    const before = await storedFiles(photos.dir);
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
      const response = await client.upload(owner, tree.id, [file(data)], headers);
      expect([size, headers, response.statusCode, response.json()]).toEqual([
        size,
        headers,
        413,
        { error: 'Photo must be at most 10 MB' },
      ]);
    }
    expect(await storedFiles(photos.dir)).toEqual(before);
    expect(await photoCount(tree.id)).toBe(count);
    // Exactly 10 MB is accepted; the bytes after the PNG's end are not kept by re-encoding.
    const exactly = Buffer.concat([png, Buffer.alloc(10 * MB - png.length)]);
    const atLimit = await client.upload(owner, tree.id, [file(exactly)]);
    expect(atLimit.statusCode).toBe(201);
    const stored = await fetchFile(atLimit.json<{ photo: PhotoJson }>().photo.url);
    expect(stored.body.length).toBeLessThan(64 * 1024);
  });

  it('refuses malformed upload requests with readable errors', async () => {
    const png = await pngImage();
    const cases: [string, FormPart[], number, string][] = [
      ['two photos', [file(png), file(png)], 400, 'Upload one photo at a time'],
      [
        'a long caption',
        [{ name: 'caption', value: 'x'.repeat(501) }, file(png)],
        400,
        'caption must be at most 500 characters',
      ],
      [
        'an unknown field',
        [{ name: 'title', value: 'x' }, file(png)],
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
      expect([name, response.statusCode, response.json()]).toEqual([name, status, { error }]);
    }
    const json = await client.call(owner, 'POST', `/api/trees/${tree.id}/photos`, {
      photo: 'data:image/png;base64,AAAA',
    });
    expect([json.statusCode, json.json()]).toEqual([
      415,
      { error: 'Send the photo as multipart/form-data' },
    ]);
  });

  it('leaves no file behind when the photo cannot be recorded', async () => {
    await db.exec(`
      CREATE FUNCTION refuse_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_photo BEFORE INSERT ON tree_photos
        FOR EACH ROW EXECUTE FUNCTION refuse_photo();
    `);
    try {
      const before = await storedFiles(photos.dir);
      const response = await client.upload(owner, tree.id, [file(await pngImage())]);
      expect([response.statusCode, response.json()]).toEqual([
        500,
        { error: 'Internal server error' },
      ]);
      expect(await storedFiles(photos.dir)).toEqual(before);
    } finally {
      await db.exec(`
        DROP TRIGGER refuse_photo ON tree_photos;
        DROP FUNCTION refuse_photo();
      `);
    }
  });
});
