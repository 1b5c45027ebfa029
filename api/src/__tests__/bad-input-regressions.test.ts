/**
 * The bad inputs the OpenAPI fuzz (fuzz-openapi.test.ts) found answering 500 or outside the
 * `{ "error": "..." }` shape, kept as plain tests so they stay fixed whatever seed the fuzz
 * draws next.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { athensDay } from '../domains/rentals/__tests__/fixtures';
import { describeApi } from '../test/harness';
import type { SignedInUser } from '../test/users';
import {
  photoPart,
  pngImage,
  treesClient,
  withPhotosDir,
} from '../domains/trees/__tests__/fixtures';

/** Bytes written straight to the server's socket, and everything it answers before closing. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describeApi('bad input found by the fuzz', withPhotosDir, (api) => {
  let user: SignedInUser;
  const trees = treesClient(api);

  beforeAll(async () => {
    user = await api.user();
  });

  it('refuses NUL characters in JSON bodies, query strings and form fields with a 400', async () => {
    const profile = await api.as(user).put('/api/profile', { bio: 'olive\u0000grower' });
    expect([profile.statusCode, profile.json()]).toEqual([
      400,
      { error: 'bio must not contain NUL characters', code: 'field-has-nul' },
    ]);
    const nested = await api.as(user).put('/api/profile', { interests: ['ok', 'no\u0000pe'] });
    expect([nested.statusCode, nested.json()]).toEqual([
      400,
      { error: 'interests[1] must not contain NUL characters', code: 'field-has-nul' },
    ]);
    const search = await api.as(user).get('/api/rentals/available?search=a%00b');
    expect([search.statusCode, search.json()]).toEqual([
      400,
      { error: 'search must not contain NUL characters', code: 'field-has-nul' },
    ]);
    const { owner, tree } = await trees.ownerWithTree();
    const photo = await trees.upload(owner, tree.id, [
      { name: 'caption', value: 'a\u0000b' },
      photoPart(await pngImage()),
    ]);
    expect([photo.statusCode, photo.json()]).toEqual([
      400,
      { error: 'caption must not contain NUL characters', code: 'caption-has-nul' },
    ]);
  });

  it('refuses page numbers and offsets beyond what the database can count', async () => {
    const cases = [
      ['/api/trees?offset=9223372036854776000', 'offset must be at most 1000000000'],
      ['/api/rental-contracts/my?page=9223372036854776000', 'page must be at most 100000'],
      [
        '/api/rental-contracts/pending-signature?page=99999999999999999999',
        'page must be at most 100000',
      ],
    ];
    for (const [url, error] of cases) {
      const response = await api.as(user).get(url as string);
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        400,
        { error, code: expect.any(String) },
      ]);
    }
  });

  it('refuses a listing price that is above zero but not a cent', async () => {
    const estate = await api.estate(user);
    const response = await api.as(user).post('/api/rentals', {
      estate: estate.id,
      price: 1e-9,
      priceType: 'monthly',
      duration: 12,
      durationType: 'months',
      startDate: athensDay(30),
      description: 'Terraced grove',
      status: 'available',
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'Please enter a valid price', code: 'valid-price' },
    ]);
  });

  it('answers requests Node’s HTTP parser refuses in the { error } shape too', async () => {
    const { port } = api.server.app.server.address() as AddressInfo;
    const huge = await rawExchange(
      port,
      `GET /api/estates/${'w'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge.slice(huge.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({
        error: 'The request URL or headers are too large',
        code: 'headers-too-large',
      }),
    );
    const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toMatch(/content-type: application\/json/i);
    expect(garbage.slice(garbage.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({ error: 'The request is not valid HTTP', code: 'invalid-http' }),
    );
  });
});
