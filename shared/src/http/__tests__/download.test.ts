/**
 * @jest-environment node
 */
// A file download through the real shared client, on Node's own fetch primitives (jsdom has
// no Request or Response); only the network is replaced.
import { useAuthStore } from '../../token/token-store';
import { fakeToken } from '../../../test/render';
import { downloadFile, fileNameFromDisposition } from '../download';
import { answerApiWith } from '../../../test/http';
import type { FetchMock } from '../../../test/http';

const fetchMock: FetchMock = jest.fn();
const token = fakeToken({ userId: 'owner-1' });

answerApiWith(fetchMock);

beforeEach(() => {
  fetchMock.mockReset();
  useAuthStore.getState().setToken(token);
});

const GREEK = 'Βόρειος Ελαιώνας.kml';
const greekHeader = `attachment; filename="Voreios Elaionas.kml"; filename*=UTF-8''${encodeURIComponent(GREEK)}`;

describe('downloadFile', () => {
  it('fetches the file with the token and names it as the server does', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<kml/>', {
        headers: {
          'content-type': 'application/vnd.google-earth.kml+xml',
          'content-disposition': greekHeader,
        },
      }),
    );

    const file = await downloadFile('/api/estates/e1/export?format=kml', {
      accept: 'application/vnd.google-earth.kml+xml',
      fallbackName: 'estate.kml',
    });

    expect(file.fileName).toBe(GREEK);
    expect(await file.blob.text()).toBe('<kml/>');
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://api.test/api/estates/e1/export?format=kml');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(request.headers.get('Accept')).toBe('application/vnd.google-earth.kml+xml');
  });

  it("throws the server's error text", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'Estate not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );

    await expect(
      downloadFile('/api/estates/e2/export?format=csv', { fallbackName: 'estate.csv' }),
    ).rejects.toThrow('Estate not found');
  });

  it('falls back to the given name when the server names no file', async () => {
    fetchMock.mockResolvedValueOnce(new Response('a,b'));
    const file = await downloadFile('/api/estates/export?format=csv', {
      fallbackName: 'estates.csv',
    });
    expect(file.fileName).toBe('estates.csv');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers filename* (UTF-8, percent-encoded) to filename', () => {
    expect(fileNameFromDisposition(greekHeader, 'x')).toBe(GREEK);
    // Parameter order does not matter.
    expect(
      fileNameFromDisposition(
        `attachment; filename*=utf-8'el'${encodeURIComponent('Κτήμα.csv')}; filename="Ktima.csv"`,
        'x',
      ),
    ).toBe('Κτήμα.csv');
  });

  it('reads an ISO-8859-1 filename*', () => {
    expect(fileNameFromDisposition("attachment; filename*=ISO-8859-1''caf%E9.csv", 'x')).toBe(
      'café.csv',
    );
  });

  it('takes a quoted or a bare filename, unescaping quoted characters', () => {
    expect(fileNameFromDisposition('attachment; filename="grove 1.geojson"', 'x')).toBe(
      'grove 1.geojson',
    );
    expect(fileNameFromDisposition('attachment; filename="say \\"hi\\".csv"', 'x')).toBe(
      'say "hi".csv',
    );
    expect(fileNameFromDisposition('attachment; filename=grove.kml', 'x')).toBe('grove.kml');
  });

  it('uses filename when filename* is malformed or names an unknown charset', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="plain.csv"; filename*=UTF-8''%E0%A4%A`, 'x'),
    ).toBe('plain.csv');
    expect(
      fileNameFromDisposition(`attachment; filename="plain.csv"; filename*=KOI8-R''%C1.csv`, 'x'),
    ).toBe('plain.csv');
  });

  it('falls back without a header, without a name or when the name holds a path', () => {
    expect(fileNameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameFromDisposition('attachment', 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameFromDisposition('attachment; filename="../evil.csv"', 'fallback.csv')).toBe(
      'fallback.csv',
    );
    expect(
      fileNameFromDisposition(`attachment; filename*=UTF-8''..%2Fevil.csv`, 'fallback.csv'),
    ).toBe('fallback.csv');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\x.csv"', 'fallback.csv')).toBe(
      'fallback.csv',
    );
  });
});
