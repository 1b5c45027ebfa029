import { WARM_MESSAGE, WORKER_URL } from '../service-worker/protocol';

/**
 * Installs the app for offline use (its own chunk, loaded after the first render and the
 * page's load event: start.tsx). On a start under an installed worker, while online, the
 * worker reads /config/app.json and the remotes' manifests again, so a remote redeployed
 * since is what the next offline start opens; a first install does so on its own.
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
