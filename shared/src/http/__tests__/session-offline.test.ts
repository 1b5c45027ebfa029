/**
 * @jest-environment node
 */
// The HTTP client end to end (ky, its refresh-on-401 hook), on Node's own fetch primitives:
// jsdom has no Request or Response.
import { useAuthStore } from '../../token/token-store';
import { fakeToken } from '../../../test/render';
import { api } from '../client';
import { answerApiWith } from '../../../test/http';
import type { FetchMock } from '../../../test/http';

const fetchMock: FetchMock = jest.fn();

answerApiWith(fetchMock);

beforeEach(() => {
  fetchMock.mockReset();
  useAuthStore.getState().setToken(fakeToken({ userId: 'field-worker' }));
});

const expired = () =>
  new Response(JSON.stringify({ error: 'Expired' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

describe('an expired token meeting a connection that drops', () => {
  it('keeps the user signed in when the refresh cannot reach the server', async () => {
    fetchMock.mockResolvedValueOnce(expired()).mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(api.get('/api/profile')).rejects.toThrow();
    expect(useAuthStore.getState().userId).toBe('field-worker');
  });

  it('signs the user out when the server refuses the refresh', async () => {
    fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(expired());
    await expect(api.get('/api/profile')).rejects.toThrow();
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
