import { httpClient } from '@grovekeeper/shared';
import { SQUARE } from '../../../test/render';
import { startTreeDetection } from '../api/detect-trees';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual<object>('@grovekeeper/shared'),
  apiUrl: (path: string) => `https://api.example.test${path}`,
  httpClient: jest.fn(),
}));

const post = jest.fn();

beforeEach(() => {
  post.mockReset().mockReturnValue({
    json: () => Promise.resolve({ job: { id: 'j1', kind: 'picker-detection', state: 'queued' } }),
  });
  jest.mocked(httpClient).mockReturnValue({ post } as unknown as ReturnType<typeof httpClient>);
});

it('POSTs the boundary to detect-trees with Prefer: respond-async, and answers the job', async () => {
  const request = {
    mapCenter: { lat: 37.055, lng: 22.005 },
    mapZoom: 19,
    mapTilt: 0,
    mapHeading: 0,
    boundaries: SQUARE,
  };
  await expect(startTreeDetection(request)).resolves.toEqual({
    id: 'j1',
    kind: 'picker-detection',
    state: 'queued',
  });
  const [url, options] = post.mock.calls[0] as [string, { json: unknown; headers: unknown }];
  expect(url).toBe('https://api.example.test/api/openai-vision/detect-trees');
  expect(options.json).toEqual(request);
  expect(options.headers).toEqual({ Prefer: 'respond-async' });
});
