import { act, renderHook } from '@testing-library/react';
import { fakeToken } from '../../../test/render';
import { useAuthStore } from '../../token/token-store';
import { isSameUser, useCurrentUserId } from '../useCurrentUserId';

afterEach(() => {
  useAuthStore.getState().clear();
  jest.restoreAllMocks();
});

describe('useCurrentUserId', () => {
  it('reads the id the token store decoded, and follows a new sign-in', () => {
    useAuthStore.getState().setToken(fakeToken({ user_id: 'owner-1' }));
    const { result } = renderHook(() => useCurrentUserId());
    expect(result.current).toBe('owner-1');
    act(() => useAuthStore.getState().setToken(fakeToken({ userId: 'tenant-2' })));
    expect(result.current).toBe('tenant-2');
    act(() => useAuthStore.getState().clear());
    expect(result.current).toBeNull();
  });

  it("logs 'Error decoding JWT token:' and answers null for a token that cannot be decoded", () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useAuthStore.setState({ accessToken: 'not-a-jwt', userId: null });
    const { result } = renderHook(() => useCurrentUserId());
    expect(result.current).toBeNull();
    expect(log).toHaveBeenCalledWith('Error decoding JWT token:', expect.any(Error));
  });
});

describe('isSameUser', () => {
  it('is true only for a signed-in user who is the party', () => {
    expect(isSameUser('u1', 'u1')).toBe(true);
    expect(isSameUser('u1', 'u2')).toBe(false);
    expect(isSameUser(null, 'u1')).toBe(false);
    expect(isSameUser('u1', null)).toBe(false);
    expect(isSameUser('u1', undefined)).toBe(false);
  });
});
