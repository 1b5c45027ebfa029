import { httpClient } from '@grovekeeper/shared';
import { startEstateDetection } from '../api/start-estate-detection';
import { uploadOrthophoto } from '../api/upload-orthophoto';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual<object>('@grovekeeper/shared'),
  apiUrl: (path: string) => `https://api.example.test${path}`,
  httpClient: jest.fn(),
}));

const put = jest.fn();
const post = jest.fn();
const answer = (body: unknown) => ({ json: () => Promise.resolve(body) });

beforeEach(() => {
  put.mockReset().mockReturnValue(answer({ orthophoto: { width: 1 } }));
  post.mockReset().mockReturnValue(answer({ job: { id: 'j1', state: 'queued' } }));
  jest
    .mocked(httpClient)
    .mockReturnValue({ put, post } as unknown as ReturnType<typeof httpClient>);
});

describe('orthophoto api', () => {
  it('PUTs a GeoTIFF as multipart with the file only', async () => {
    const file = new File(['tiff'], 'grove.tif', { type: 'image/tiff' });
    await expect(uploadOrthophoto('e1', file)).resolves.toEqual({ width: 1 });
    const [url, options] = put.mock.calls[0] as [string, { body: FormData; timeout: number }];
    expect(url).toBe('https://api.example.test/api/estates/e1/orthophoto');
    expect([...options.body.keys()]).toEqual(['file']);
    expect(options.body.get('file')).toBeInstanceOf(File);
    expect(options.timeout).toBeGreaterThan(30_000);
  });

  it('PUTs the four edges of a PNG as text fields before the file', async () => {
    const file = new File(['png'], 'grove.png', { type: 'image/png' });
    await uploadOrthophoto('e1', file, { north: 37.06, south: 37.05, east: 22.01, west: 22 });
    const { body } = (put.mock.calls[0] as [string, { body: FormData }])[1];
    expect([...body.keys()]).toEqual(['north', 'south', 'east', 'west', 'file']);
    expect(body.get('north')).toBe('37.06');
    expect(body.get('west')).toBe('22');
  });

  it('POSTs detect-trees with an empty body and Prefer: respond-async, and answers the job', async () => {
    await expect(startEstateDetection('e1')).resolves.toEqual({ id: 'j1', state: 'queued' });
    const [url, options] = post.mock.calls[0] as [string, { json: unknown; headers: unknown }];
    expect(url).toBe('https://api.example.test/api/estates/e1/detect-trees');
    expect(options.json).toEqual({});
    expect(options.headers).toEqual({ Prefer: 'respond-async' });
  });
});
