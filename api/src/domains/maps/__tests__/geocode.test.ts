import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from '../../../test/app';
import { DATABASE_START_TIMEOUT_MS } from '../../../test/databases';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';

interface Seen {
  path: string;
  params: URLSearchParams;
  userAgent: string;
}

/** Nominatim and Google Geocoding stand-ins on loopback. */
function fakeGeocoders() {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    seen.push({
      path: url.pathname,
      params: url.searchParams,
      userAgent: request.headers['user-agent'] ?? '',
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/nominatim/search') {
      const places = Array.from({ length: 8 }, (_, i) => ({
        display_name: `Kalamata ${i}, Messinia, Greece`,
        lat: String(37.03 + i / 100),
        lon: '22.11',
      }));
      return send(200, url.searchParams.get('q') === 'nowhere' ? [] : places);
    }
    if (url.pathname === '/nominatim/reverse') {
      if (url.searchParams.get('lat') === '0') return send(200, { error: 'Unable to geocode' });
      return send(200, { display_name: 'Odos Aristomenous 1, Kalamata, Greece' });
    }
    if (url.pathname === '/google/geocode/json') {
      if (url.searchParams.get('key') !== 'test-key')
        return send(200, { status: 'REQUEST_DENIED' });
      if (url.searchParams.has('latlng')) {
        return send(200, {
          status: 'OK',
          results: [{ formatted_address: 'Kalamata 241 00, Greece' }],
        });
      }
      return send(200, {
        status: 'OK',
        results: [
          {
            formatted_address: 'Kalamata, Greece',
            geometry: { location: { lat: 37.04, lng: 22.11 } },
          },
        ],
      });
    }
    return send(500, {});
  });
  return {
    seen,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeApi('address search', (api) => {
  let nominatim: TestServer;
  let google: TestServer;
  let broken: TestServer;
  let user: SignedInUser;
  const fake = fakeGeocoders();

  beforeAll(async () => {
    const base = await fake.start();
    const geocoding = {
      googleApiKey: null,
      googleUrl: `${base}/google/geocode/json`,
      nominatimUrl: `${base}/nominatim`,
      timeoutMs: 2000,
    };
    nominatim = await api.startServer({ geocoding });
    google = await api.startServer({ geocoding: { ...geocoding, googleApiKey: 'test-key' } });
    broken = await api.startServer({
      geocoding: { ...geocoding, nominatimUrl: `${base}/down` },
    });
    user = await api.user();
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(() => fake.close());

  const get = (server: TestServer, url: string) => server.request({ url, headers: user.auth });

  it('answers at most five places from a Nominatim-compatible service, naming Grovekeeper', async () => {
    const response = await get(nominatim, '/api/maps/geocode?q=Kalamata');
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{ results: { label: string; lat: number; lng: number }[] }>();
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({ label: 'Kalamata 0, Messinia, Greece', lat: 37.03, lng: 22.11 });
    const request = fake.seen.find((seen) => seen.path === '/nominatim/search');
    expect(request?.params.get('q')).toBe('Kalamata');
    expect(request?.params.get('format')).toBe('jsonv2');
    expect(request?.userAgent).toMatch(/Grovekeeper/);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get(nominatim, '/api/maps/geocode?q=nowhere');
    expect(response.json()).toEqual({ results: [] });
  });

  it('answers the address at a point, and 404 where there is none', async () => {
    const found = await get(nominatim, '/api/maps/reverse?lat=37.04&lng=22.11');
    expect(found.json()).toEqual({ address: 'Odos Aristomenous 1, Kalamata, Greece' });
    const none = await get(nominatim, '/api/maps/reverse?lat=0&lng=0');
    expect(none.statusCode).toBe(404);
  });

  it('uses Google Geocoding when an API key is configured', async () => {
    const search = await get(google, '/api/maps/geocode?q=Kalamata');
    expect(search.json()).toEqual({
      results: [{ label: 'Kalamata, Greece', lat: 37.04, lng: 22.11 }],
    });
    const reverse = await get(google, '/api/maps/reverse?lat=37.04&lng=22.11');
    expect(reverse.json()).toEqual({ address: 'Kalamata 241 00, Greece' });
  });

  it('answers 502 with a readable message when the service fails', async () => {
    for (const url of ['/api/maps/geocode?q=Kalamata', '/api/maps/reverse?lat=37&lng=22']) {
      const response = await get(broken, url);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: 'Address search is unavailable right now. Please try again later.',
        code: 'geocoder-unavailable',
      });
    }
  });

  it('validates the query', async () => {
    expect((await get(nominatim, '/api/maps/geocode')).json()).toEqual({
      error: 'q is required',
      code: 'field-required',
    });
    expect((await get(nominatim, '/api/maps/reverse?lat=91&lng=0')).json()).toEqual({
      error: 'lat must be at most 90',
      code: 'field-above-maximum',
    });
  });
});
