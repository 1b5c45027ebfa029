import { fakeToken } from '../../../test/render';
import { useAuthStore } from '../../token/token-store';
import { refreshAccessToken } from '../client';

// The world's edge: the network (window.fetch) answers, or fails as it does with no signal.
const fetchMock = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  Object.assign(window, { fetch: fetchMock });
  useAuthStore.getState().setToken(fakeToken({ userId: 'field-worker' }));
});

const answer = (status: number, body: unknown = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

describe('renewing the session when the access token has expired', () => {
  it('keeps the user signed in when there is no network (in the field)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(useAuthStore.getState().userId).toBe('field-worker');
    expect(window.localStorage.getItem('accessToken')).not.toBeNull();
  });

  it('keeps the user signed in when the server or the gateway cannot answer now', async () => {
    for (const status of [502, 503, 504, 429]) {
      fetchMock.mockResolvedValueOnce(answer(status, { error: 'The service did not answer' }));
      await expect(refreshAccessToken()).resolves.toBeNull();
      expect(useAuthStore.getState().userId).toBe('field-worker');
    }
  });

  it('signs the user out when the server refuses the session', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: 'Your session has expired' }));
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('stores the new token the server sends', async () => {
    const renewed = fakeToken({ userId: 'field-worker', renewed: true });
    fetchMock.mockResolvedValue(answer(200, { accessToken: renewed }));
    await expect(refreshAccessToken()).resolves.toBe(renewed);
    expect(useAuthStore.getState().accessToken).toBe(renewed);
  });
});
