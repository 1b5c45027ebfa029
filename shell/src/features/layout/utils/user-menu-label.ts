import type { UserProfile } from '@grovekeeper/shared';
import type { ProfileStatus } from '../../profile/stores/profile-store';

/** The user menu's text: 'Loading...' while loading, the name, else the spec's 'User'. */
export function userMenuLabel(status: ProfileStatus, profile: UserProfile | null): string {
  if (status === 'idle' || status === 'loading') return 'Loading...';
  return profile?.name?.trim() || 'User';
}
