import { useAuthStore } from '@grovekeeper/shared';

/**
 * The signed-in user's id from the stored token (userId, user_id, then id: the shared
 * store decodes it with `decodeUserId`). Null when it cannot be read: then nobody owns
 * anything on this client, and the server still decides.
 */
export function useCurrentUserId(): string | null {
  return useAuthStore((state) => state.userId);
}

/** Is the signed-in user this party (the rental's owner, an application's applicant)? */
export function isSameUser(userId: string | null, partyId: string | null | undefined): boolean {
  return userId !== null && Boolean(partyId) && partyId === userId;
}
