import { ACCESS_TOKEN_KEY, selectIsAuthenticated, useAuthStore } from '../token-store';

const token = `x.${btoa(JSON.stringify({ userId: 'u1' }))}.y`;

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().clear();
});

describe('useAuthStore', () => {
  it('stores the token under accessToken and decodes the user id', () => {
    useAuthStore.getState().setToken(token);
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    expect(useAuthStore.getState().userId).toBe('u1');
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
  });

  it('removes the token on clear', () => {
    useAuthStore.getState().setToken(token);
    useAuthStore.getState().clear();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(false);
  });

  it('still signs in for this page when storage refuses the write', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    useAuthStore.getState().setToken(token);
    expect(useAuthStore.getState().accessToken).toBe(token);
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('follows another tab signing out', () => {
    useAuthStore.getState().setToken(token);
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: null }));
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
