/**
 * @jest-environment node
 */
// The HTTP client taking the reads the shell's entry started before the app's code arrived,
// on Node's own fetch primitives (jsdom has no Request or Response).
import { useAuthStore } from '../../token/token-store';
import { fakeToken } from '../../../test/render';
import { api, earlyAnswer } from '../client';
import { earlyJson, forgetEarlyGets, peekEarlyJson, startEarlyGet } from '../early-gets';
import { answerApiWith } from '../../../test/http';
import type { FetchMock } from '../../../test/http';

const fetchMock: FetchMock = jest.fn();
const token = fakeToken({ userId: 'field-worker' });

answerApiWith(fetchMock);

beforeEach(() => {
  fetchMock.mockReset();
  forgetEarlyGets();
  useAuthStore.getState().setToken(token);
});

const tree = (title: string, status = 200) =>
  new Response(JSON.stringify({ tree: { title } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('a page opened from a link on a slow phone', () => {
  it('shows the data read while its code downloaded, without asking the server again', async () => {
    fetchMock.mockResolvedValueOnce(tree('Early olive'));
    startEarlyGet('http://api.test/api/trees/t1', token);

    await expect(api.get('/api/trees/t1')).resolves.toEqual({ tree: { title: 'Early olive' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/trees/t1');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("gives a screen's first render what the first paint read, until the client takes it", async () => {
    fetchMock.mockResolvedValueOnce(tree('Early olive'));
    startEarlyGet('http://api.test/api/trees/t1', token);
    // Not read yet by a first paint: nothing to show before the answer.
    expect(earlyAnswer('/api/trees/t1')).toBeUndefined();

    await expect(peekEarlyJson('http://api.test/api/trees/t1', token)).resolves.toEqual({
      tree: { title: 'Early olive' },
    });
    expect(earlyAnswer('/api/trees/t1')).toEqual({ tree: { title: 'Early olive' } });
    expect(earlyJson('http://api.test/api/trees/t1', 'another-token')).toBeUndefined();

    await expect(api.get('/api/trees/t1')).resolves.toEqual({ tree: { title: 'Early olive' } });
    expect(earlyAnswer('/api/trees/t1')).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads afresh the second time the page asks (a reload of its data is never stale)', async () => {
    fetchMock.mockResolvedValueOnce(tree('Early olive')).mockResolvedValueOnce(tree('Renamed'));
    startEarlyGet('http://api.test/api/trees/t1', token);

    await api.get('/api/trees/t1');
    await expect(api.get('/api/trees/t1')).resolves.toEqual({ tree: { title: 'Renamed' } });
  });

  it('asks the server itself when the early read failed or was refused', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(tree('', 503))
      .mockResolvedValueOnce(tree('From the page'))
      .mockResolvedValueOnce(tree('From the page'));
    startEarlyGet('http://api.test/api/trees/t1', token);
    startEarlyGet('http://api.test/api/trees/t2', token);

    await expect(api.get('/api/trees/t1')).resolves.toEqual({ tree: { title: 'From the page' } });
    await expect(api.get('/api/trees/t2')).resolves.toEqual({ tree: { title: 'From the page' } });
  });

  it("does not hand one user's early read to another user signed in since", async () => {
    fetchMock.mockResolvedValueOnce(tree('Theirs')).mockResolvedValueOnce(tree('Mine'));
    startEarlyGet('http://api.test/api/trees/t1', fakeToken({ userId: 'someone-else' }));

    await expect(api.get('/api/trees/t1')).resolves.toEqual({ tree: { title: 'Mine' } });
  });
});
