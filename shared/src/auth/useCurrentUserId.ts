import { useEffect } from 'react';
import { decodeJwtPayload } from '../token/decode-token';
import { useAuthStore } from '../token/token-store';

/**
 * The signed-in user's id. The token store decodes it once when the token is set (userId,
 * user_id, then id), so screens read it here instead of decoding the token again. Null
 * when nobody is signed in or the token cannot be read: then nobody owns anything on this
 * client (every role is Unknown) and the server still decides.
 */
export function useCurrentUserId(): string | null {
  const token = useAuthStore((state) => state.accessToken);
  const userId = useAuthStore((state) => state.userId);
  useEffect(() => {
    // The spec wants a token that cannot be decoded logged with this text.
    if (token && !decodeJwtPayload(token)) {
      console.error('Error decoding JWT token:', new Error('The access token is malformed'));
    }
  }, [token]);
  return userId;
}

/** Is the signed-in user this party (a record's owner, an application's applicant)? */
export function isSameUser(userId: string | null, partyId: string | null | undefined): boolean {
  return userId !== null && Boolean(partyId) && partyId === userId;
}
