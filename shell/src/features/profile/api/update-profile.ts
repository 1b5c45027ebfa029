import { api } from '@grovekeeper/shared';
import type { ProfileUpdate, UserProfile } from '@grovekeeper/shared';

/** PUT /api/profile: saves the given fields and answers the whole updated profile. */
export function updateProfile(update: ProfileUpdate): Promise<UserProfile> {
  return api.put<UserProfile>('/api/profile', update);
}
