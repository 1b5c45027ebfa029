import type { Root } from 'react-dom/client';
import {
  errorMessage,
  loadCurrentLanguage,
  loadRuntimeConfig,
  setRuntimeConfig,
  useAuthStore,
} from '@grovekeeper/shared';
import { initFederation } from '../features/remotes/loader/federation';
import { preloadSettled } from '../features/remotes/loader/preloads';
import { preloadRemote } from '../features/remotes/loader/remote-components';
import { isPublicPath, remoteForPath } from '../features/remotes/utils/route-table';
import { t } from '../i18n';
import { App } from './App';
import { takeEarlyConfig } from './early-start';
import { StartupError } from './StartupError';

/**
 * How long the first render waits for the page's remote when its download is under way. The
 * HTML's app-shell skeleton is on screen meanwhile; past this, the frame renders with a
 * spinner where the page will be.
 */
const FIRST_RENDER_WAIT_MS = 1500;

/**
 * Reads /config/app.json, registers the remotes it names, then renders the app (the entry
 * may have done the first two already: early-start.ts). When the configuration cannot be
 * read, a full-page error offers Retry instead of a blank page.
 */
export async function start(root: Root): Promise<void> {
  try {
    const early = await takeEarlyConfig();
    if (early) {
      setRuntimeConfig(early);
    } else {
      initFederation(await loadRuntimeConfig());
    }
    // Signed in (or on a public page), the page's remote downloads while the shell renders
    // its frame and loads the profile (signed out, the guard shows the sign-in page instead).
    // A no-op when the entry started it already.
    const { pathname } = window.location;
    const remote = remoteForPath(pathname);
    if (remote && (useAuthStore.getState().accessToken || isPublicPath(pathname))) {
      preloadRemote(remote, pathname);
      await preloadSettled(remote, FIRST_RENDER_WAIT_MS);
    }
    // A Greek (or any non-English) first render waits for its texts: English ships in the code.
    await loadCurrentLanguage();
    root.render(<App />);
    installOffline();
  } catch (error) {
    console.error('[shell] Start-up failed', error);
    root.render(
      <StartupError
        detail={errorMessage(error, t('startup.unknownError'))}
        onRetry={() => start(root)}
      />,
    );
  }
}

/**
 * How long after the load event the offline app installs. Installing precaches the whole
 * shell and the field remote (hundreds of KB): on a phone over 3G that must not compete with
 * the page's own data and the chunks its first screen asks for just after loading.
 */
const INSTALL_AFTER_LOAD_MS = 3000;

/**
 * The offline app (the service worker, the profile kept on the device), in production builds
 * (a dev server's files change under it): its code downloads in a chunk of its own once the
 * page has rendered, loaded and had INSTALL_AFTER_LOAD_MS for its first screen's requests.
 */
function installOffline(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const install = () =>
    window.setTimeout(
      () =>
        void import(/* webpackChunkName: "offline-app" */ './install-offline').then((offline) =>
          offline.installOffline(),
        ),
      INSTALL_AFTER_LOAD_MS,
    );
  if (document.readyState === 'complete') install();
  else window.addEventListener('load', install, { once: true });
}
