import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from '../../../test/app';
import { DATABASE_START_TIMEOUT_MS } from '../../../test/databases';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { ggrs87ToEgsa87, ggrs87ToWgs84 } from '@grovekeeper/geo/crs';

const WGS84_PARCEL = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { KAEK: '050681726002' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [22.1, 37.0],
            [22.101, 37.0],
            [22.101, 37.001],
            [22.1, 37.001],
            [22.1, 37.0],
          ],
        ],
      },
    },
  ],
};

/** The same kind of parcel as the Greek grid would give it (EPSG:2100 metres). */
const EGSA_CORNERS = [
  ggrs87ToEgsa87(38.0, 23.73),
  ggrs87ToEgsa87(38.0, 23.731),
  ggrs87ToEgsa87(38.001, 23.731),
];
const EGSA87_PARCEL = {
  type: 'Feature',
  crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2100' } },
  geometry: {
    type: 'MultiPolygon',
    coordinates: [[EGSA_CORNERS.map(({ x, y }) => [x, y])]],
  },
};

/** A stand-in for the cadastre on loopback: answers by KAEK, counts its requests. */
function fakeCadastre() {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    const kaek = new URL(request.url ?? '/', 'http://x').searchParams.get('kaek') ?? '';
    hits.push(kaek);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/geo+json' });
      response.end(JSON.stringify(body));
    };
    if (kaek === '050681726002') return send(200, WGS84_PARCEL);
    if (kaek === '210021411005') return send(200, EGSA87_PARCEL);
    if (kaek === '999999999999') return send(500, { message: 'boom' });
    if (kaek === '111111111111') return send(200, { type: 'FeatureCollection', features: [] });
    return send(404, { message: 'not found' });
  });
  return {
    hits,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/parcels`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeApi('KAEK search', (api) => {
  /** Searches the fake cadastre. */
  let server: TestServer;
  /** Its cadastre is a port where nothing listens. */
  let unreachable: TestServer;
  let owner: SignedInUser;
  const cadastre = fakeCadastre();
  const cadastreAt = (url: string) => ({
    cadastre: { url, timeoutMs: 2000, cacheSize: 10, cacheTtlSeconds: 60 },
  });

  beforeAll(async () => {
    server = await api.startServer(cadastreAt(await cadastre.start()));
    // A port that was just free: nothing listens there.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    unreachable = await api.startServer(cadastreAt(`http://127.0.0.1:${port}/`));
    owner = await api.user();
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(() => cadastre.close());

  const search = (kaek: string, target = server) =>
    target.request({ url: `/api/estates/search-kaek/${kaek}`, headers: owner.auth });

  it('answers the parcel boundary of a known KAEK in WGS84, without the closing point', async () => {
    const response = await search('050681726002');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      boundaries: [
        { lat: 37.0, lng: 22.1 },
        { lat: 37.0, lng: 22.101 },
        { lat: 37.001, lng: 22.101 },
        { lat: 37.001, lng: 22.1 },
      ],
    });
  });

  it('converts a parcel answered in EGSA87 (EPSG:2100) to WGS84', async () => {
    const response = await search('210021411005');
    expect(response.statusCode).toBe(200);
    const { boundaries } = response.json<{ boundaries: { lat: number; lng: number }[] }>();
    expect(boundaries).toHaveLength(3);
    // The grid corner was made from GGRS87 (38.0, 23.73); the datum shift moves it ~290 m.
    const expected = ggrs87ToWgs84(38.0, 23.73);
    expect(boundaries[0]?.lat).toBeCloseTo(expected.lat, 7);
    expect(boundaries[0]?.lng).toBeCloseTo(expected.lng, 7);
    expect(Math.abs((boundaries[0]?.lat ?? 0) - 38.0)).toBeLessThan(0.005);
  });

  it('answers 404 when the cadastre knows no such parcel', async () => {
    for (const kaek of ['000000000000', '111111111111']) {
      const response = await search(kaek);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'No boundary data found for this KAEK code',
        code: 'kaek-not-found',
      });
    }
  });

  it('refuses a code that is not exactly 12 digits without asking the cadastre', async () => {
    const before = cadastre.hits.length;
    for (const kaek of ['12345', '1234567890123', '12345678901a', '%20']) {
      const response = await search(kaek);
      expect([kaek, response.statusCode, response.json()]).toEqual([
        kaek,
        400,
        { error: 'KAEK must be 12 digits', code: 'kaek-invalid' },
      ]);
    }
    expect(cadastre.hits.length).toBe(before);
  });

  it('answers 502 when the cadastre fails or cannot be reached', async () => {
    const failing = await search('999999999999');
    expect(failing.statusCode).toBe(502);
    expect(failing.json()).toEqual({
      error: 'The cadastre service did not answer. Please try again later.',
      code: 'cadastre-unavailable',
    });
    const down = await search('050681726002', unreachable);
    expect(down.statusCode).toBe(502);
  });

  it('serves a second lookup of the same code from the cache', async () => {
    const kaek = '050681726002';
    const asked = () => cadastre.hits.filter((hit) => hit === kaek).length;
    await search(kaek);
    const before = asked();
    expect((await search(kaek)).statusCode).toBe(200);
    expect(asked()).toBe(before);
    // Failures are not cached: the failing code is asked again.
    const failures = cadastre.hits.filter((hit) => hit === '999999999999').length;
    await search('999999999999');
    expect(cadastre.hits.filter((hit) => hit === '999999999999').length).toBe(failures + 1);
  });
});
