import type { ProfileStatus } from '../../profile/stores/profile-store';
import { t } from '../../../i18n';

/**
 * The user menu's text: 'Loading...' while loading, the name (the profile's, else the one kept
 * on the device from the last load: offline), else the spec's 'User'.
 */
export function userMenuLabel(status: ProfileStatus, profile: { name?: string } | null): string {
  if (status === 'idle' || status === 'loading') return t('userMenu.loading');
  return profile?.name?.trim() || t('userMenu.user');
}
