import { api } from '@grovekeeper/shared';
import type { UserProfile } from '@grovekeeper/shared';

/** GET /api/profile: the signed-in user's profile. */
export function getProfile(): Promise<UserProfile> {
  return api.get<UserProfile>('/api/profile');
}
