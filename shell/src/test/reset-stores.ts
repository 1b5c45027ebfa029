import { useAuthStore, useNotifierStore, useThemeStore } from '@grovekeeper/shared';
import { useNotificationsStore } from '../features/notifications/stores/notifications-store';
import { useProfileStore } from '../features/profile/stores/profile-store';

/** Module-level stores outlive a test; start every test signed out, light, with no toast. */
export function resetStores(): void {
  window.localStorage.clear();
  useAuthStore.getState().clear();
  useProfileStore.getState().reset();
  useNotificationsStore.getState().reset();
  useNotifierStore.setState({ toast: null });
  useThemeStore.getState().setMode('light');
}

/** A deferred promise, to hold a request open and look at the busy state. */
export { deferred } from '@grovekeeper/shared/testing';
