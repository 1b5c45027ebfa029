// The offline app, loaded once the page has rendered and loaded (start.tsx), so the first load
// carries none of it: the service worker's registration, and the profile kept on the device
// for the frame to show when the network is gone.
import { useAuthStore } from '@grovekeeper/shared';
import { leadsWithTagging } from '../features/layout/hooks/useLeadsWithTagging';
import { useProfileStore } from '../features/profile/stores/profile-store';
import {
  forgetLastProfile,
  keepLastProfile,
  readLastProfile,
} from '../features/profile/utils/last-profile';
import { WARM_MESSAGE, WORKER_URL } from '../service-worker/protocol';

export function installOffline(): void {
  keepProfileOffline();
  void registerServiceWorker();
}

/**
 * Installs the service worker. On a start under an installed worker, while online, the worker
 * reads /config/app.json and the remotes' manifests again, so a remote redeployed since is
 * what the next offline start opens; a first install does so on its own.
 */
export async function registerServiceWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  const installed = serviceWorker.controller !== null;
  try {
    await serviceWorker.register(WORKER_URL, { scope: '/' });
    if (installed && navigator.onLine)
      (await serviceWorker.ready).active?.postMessage(WARM_MESSAGE);
  } catch (error) {
    console.warn('[shell] The app could not be installed for offline use', error);
  }
}

/**
 * Keeps the signed-in user's name, language and whether the sidebar leads with tagging on the
 * device each time they are read, and shows what was kept (the profile store's `lastKnown`)
 * for the header and sidebar to fall back on. Signing out forgets it. Returns the unsubscriber.
 */
export function keepProfileOffline(): () => void {
  const show = (userId: string | null) =>
    useProfileStore.setState({ lastKnown: readLastProfile(userId) });
  const keep = (userId: string | null) => {
    if (!userId) return;
    const { profile } = useProfileStore.getState();
    if (profile) keepLastProfile(userId, { name: profile.name, language: profile.language });
    show(userId);
    void leadsWithTagging(userId).then((fieldWorker) => {
      if (fieldWorker === undefined || useAuthStore.getState().userId !== userId) return;
      keepLastProfile(userId, { fieldWorker });
      show(userId);
    });
  };

  keep(useAuthStore.getState().userId);
  const stopProfile = useProfileStore.subscribe((state, previous) => {
    if (state.profile && state.profile !== previous.profile) keep(useAuthStore.getState().userId);
  });
  const stopAuth = useAuthStore.subscribe((state, previous) => {
    if (state.accessToken === null) forgetLastProfile();
    if (state.userId !== previous.userId || state.accessToken === null) show(state.userId);
  });
  return () => {
    stopProfile();
    stopAuth();
  };
}
