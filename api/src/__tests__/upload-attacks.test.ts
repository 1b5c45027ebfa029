/**
 * Hostile files sent to both upload routes (tree photos, estate orthophotos): cut-off
 * images, files over the configured limit (announced or streamed), polyglots (an image
 * header with HTML or a ZIP behind it, HTML or ZIP named .jpg) and decompression bombs (a
 * few KB declaring 50,000 × 50,000 pixels). Each is refused with a readable `{ error }`,
 * leaves no file behind, and the process's memory does not balloon.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describeApi } from '../test/harness';
import type { SignedInUser } from '../test/users';
import {
  multipartBody,
  sendRaw,
  storedFiles,
  treesClient,
} from '../domains/trees/__tests__/fixtures';
import type { FormPart, RawResponse } from '../domains/trees/__tests__/fixtures';

const MB = 1024 * 1024;
const LIMIT_MB = 1;
const PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG declaring `side` × `side` RGB pixels (7.5 GB decoded at 50,000) whose
 * image data is 32 MB of zeros deflated to a few KB: the decoder would fill its buffer
 * row after row if nothing checked the size first.
 */
function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(32 * MB), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF0) is rewritten to declare `side` × `side` pixels. */
function jpegBomb(jpeg: Buffer, side: number): Buffer {
  const bomb = Buffer.from(jpeg);
  const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker in the test JPEG');
  bomb.writeUInt16BE(side, sof + 5);
  bomb.writeUInt16BE(side, sof + 7);
  return bomb;
}

const ZIP_LOCAL_HEADER = Buffer.from('504b0304140000000800', 'hex');

/** Files that are not the image they claim to be, and what each is. */
async function hostileFiles() {
  const jpeg = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#6b8e23' },
  })
    .jpeg()
    .toBuffer();
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#2e8b57' },
  })
    .png()
    .toBuffer();
  return {
    truncated: [
      ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg'],
      ['a truncated PNG', png.subarray(0, Math.floor(png.length / 2)), 'cut.png'],
    ],
    polyglots: [
      [
        'a PNG header followed by HTML',
        Buffer.concat([png.subarray(0, 33), Buffer.from(PAYLOAD)]),
        'x.png',
      ],
      [
        'a JPEG header followed by JavaScript',
        Buffer.concat([jpeg.subarray(0, 20), Buffer.from('alert(1)//'.repeat(50))]),
        'x.jpg',
      ],
      ['an HTML page named .jpg', Buffer.from(PAYLOAD), 'page.jpg'],
      [
        'a ZIP named .jpg',
        Buffer.concat([ZIP_LOCAL_HEADER, Buffer.from(`index.html${PAYLOAD}`)]),
        'a.jpg',
      ],
      [
        'a PNG header followed by a ZIP',
        Buffer.concat([png.subarray(0, 33), ZIP_LOCAL_HEADER, Buffer.from(PAYLOAD)]),
        'x.png',
      ],
    ],
    bombs: [
      ['a PNG declaring 50,000 × 50,000 pixels', pngBomb(50_000), 'bomb.png'],
      ['a JPEG declaring 65,000 × 65,000 pixels', jpegBomb(jpeg, 65_000), 'bomb.jpg'],
    ],
    png,
  } as const;
}

type Hostile = readonly (readonly [string, Buffer, string])[];

describeApi(
  'hostile uploads',
  {
    config: async (api) => ({
      photosDir: await api.tempDir('gk-attack-photos-'),
      orthophotosDir: await api.tempDir('gk-attack-ortho-'),
      photoMaxBytes: LIMIT_MB * MB,
      orthophotoMaxBytes: LIMIT_MB * MB,
    }),
  },
  (api) => {
    let owner: SignedInUser;
    let treeId: string;
    let estateId: string;
    let files: Awaited<ReturnType<typeof hostileFiles>>;
    const trees = treesClient(api);

    beforeAll(async () => {
      files = await hostileFiles();
      ({ owner } = await trees.ownerWithTree());
      const tree = await trees.createTree(owner);
      treeId = tree.id;
      estateId = tree.estateId;
    });

    /** The two upload routes: the file part plus what else each needs. */
    const targets = [
      {
        name: 'tree photo',
        dir: () => api.server.config.photosDir,
        send: (data: Buffer, filename: string, headers: Record<string, string> = {}) =>
          upload('POST', `/api/trees/${treeId}/photos`, [fileOf('photo', data, filename)], headers),
      },
      {
        name: 'estate orthophoto',
        dir: () => api.server.config.orthophotosDir,
        send: (data: Buffer, filename: string, headers: Record<string, string> = {}) =>
          upload(
            'PUT',
            `/api/estates/${estateId}/orthophoto`,
            [
              ...Object.entries({ north: 37.004, south: 37.0, east: 22.105, west: 22.1 }).map(
                ([name, value]) => ({ name, value: String(value) }),
              ),
              fileOf('file', data, filename),
            ],
            headers,
          ),
      },
    ];

    const fileOf = (name: string, data: Buffer, filename: string): FormPart => ({
      name,
      filename,
      contentType: filename.endsWith('.png') ? 'image/png' : 'image/jpeg',
      data,
    });

    function upload(
      method: string,
      url: string,
      parts: FormPart[],
      headers: Record<string, string>,
    ): Promise<RawResponse> {
      const { body, contentType } = multipartBody(parts);
      return sendRaw(api.server, {
        method,
        url,
        headers: { ...owner.auth, 'content-type': contentType, ...headers },
        body,
      });
    }

    /** Refused with a 4xx whose body is exactly `{ error, code }` with a readable sentence. */
    function expectRefused(what: string, response: RawResponse, status?: number) {
      const body = response.json<Record<string, unknown>>();
      expect([what, response.statusCode >= 400 && response.statusCode < 500]).toEqual([what, true]);
      if (status !== undefined) expect([what, response.statusCode]).toEqual([what, status]);
      expect([what, Object.keys(body)]).toEqual([what, ['error', 'code']]);
      // A sentence: a capital, words, no stack trace or code, not cut short.
      expect([what, body.error]).toEqual([what, expect.stringMatching(/^[A-Z][^\n]{8,400}$/)]);
      expect([what, body.error]).toEqual([what, expect.stringMatching(/\w+ \w+ \w+/)]);
    }

    async function expectAllRefused(cases: Hostile, status?: number) {
      for (const target of targets) {
        const before = await storedFiles(target.dir());
        for (const [what, data, filename] of cases) {
          expectRefused(`${target.name}: ${what}`, await target.send(data, filename), status);
        }
        expect(await storedFiles(target.dir())).toEqual(before);
      }
    }

    it('refuses truncated JPEG and PNG files as unreadable images', async () => {
      await expectAllRefused(files.truncated, 400);
    });

    it('refuses polyglots: image headers with HTML, JavaScript or a ZIP behind them', async () => {
      await expectAllRefused(files.polyglots, 400);
    });

    it('refuses files over the configured limit, announced or found while streaming', async () => {
      const oversized = Buffer.concat([files.png, Buffer.alloc(LIMIT_MB * MB + 1)]);
      for (const target of targets) {
        const before = await storedFiles(target.dir());
        for (const headers of [{}, { 'transfer-encoding': 'chunked' }] as Record<
          string,
          string
        >[]) {
          const response = await target.send(oversized, 'big.png', headers);
          expectRefused(`${target.name} ${JSON.stringify(headers)}`, response, 413);
          expect(response.json<{ error: string }>().error).toMatch(`${LIMIT_MB} MB`);
        }
        expect(await storedFiles(target.dir())).toEqual(before);
      }
    });

    it('refuses decompression bombs by their declared size, without decoding them', async () => {
      for (const [, data] of files.bombs) expect(data.length).toBeLessThan(64 * 1024);
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      try {
        for (const target of targets) {
          const before = await storedFiles(target.dir());
          for (const [what, data, filename] of files.bombs) {
            const response = await target.send(data, filename);
            expectRefused(`${target.name}: ${what}`, response);
            expect([what, response.json<{ error: string }>().error]).toEqual([
              what,
              expect.stringMatching(/megapixels|pixels on each side/),
            ]);
          }
          expect(await storedFiles(target.dir())).toEqual(before);
        }
      } finally {
        clearInterval(sampler);
      }
      expect(peak - rssBefore).toBeLessThan(200 * MB);
    }, 60_000);

    it('keeps a real image after which a payload is appended only as re-encoded pixels', async () => {
      const polyglot = Buffer.concat([files.png, Buffer.from(PAYLOAD)]);
      const response = await targets[0]!.send(polyglot, 'photo.png');
      expect(response.statusCode).toBe(201);
      const { photo } = response.json<{ photo: { url: string; thumbnailUrl: string } }>();
      for (const url of [photo.url, photo.thumbnailUrl]) {
        const served = await trees.fetchFile(url);
        expect(served.statusCode).toBe(200);
        expect(served.body.includes('<script>')).toBe(false);
        expect(['image/png', 'image/webp']).toContain(served.headers['content-type']);
      }
    });
  },
);
