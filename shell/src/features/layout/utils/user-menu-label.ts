import type { UserProfile } from '@grovekeeper/shared';
import type { ProfileStatus } from '../../profile/stores/profile-store';
import { t } from '../../../i18n';

/** The user menu's text: 'Loading...' while loading, the name, else the spec's 'User'. */
export function userMenuLabel(status: ProfileStatus, profile: UserProfile | null): string {
  if (status === 'idle' || status === 'loading') return t('userMenu.loading');
  return profile?.name?.trim() || t('userMenu.user');
}
