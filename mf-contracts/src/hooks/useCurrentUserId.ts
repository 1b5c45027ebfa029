import { useMemo } from 'react';
import { decodeJwtPayload, decodeUserId, useAuthStore } from '@grovekeeper/shared';

/**
 * The signed-in user's id, read from the stored token (userId, user_id, id, in that order).
 * A token that cannot be decoded is logged with the spec's text and yields null, which makes
 * every role Unknown (spec §6 and §8).
 */
export function useCurrentUserId(): string | null {
  const token = useAuthStore((state) => state.accessToken);
  return useMemo(() => {
    if (!token) return null;
    if (!decodeJwtPayload(token)) {
      console.error('Error decoding JWT token:', new Error('The access token is malformed'));
      return null;
    }
    return decodeUserId(token);
  }, [token]);
}
