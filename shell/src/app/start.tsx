import type { Root } from 'react-dom/client';
import { errorMessage, loadRuntimeConfig, useAuthStore } from '@grovekeeper/shared';
import { initFederation } from '../features/remotes/loader/federation';
import { preloadRemote } from '../features/remotes/loader/remote-components';
import { remoteForPath } from '../features/remotes/utils/route-table';
import { App } from './App';
import { StartupError } from './StartupError';

/**
 * Reads /config/app.json, registers the remotes it names, then renders the app. When the
 * configuration cannot be read, a full-page error offers Retry instead of a blank page.
 */
export async function start(root: Root): Promise<void> {
  try {
    const config = await loadRuntimeConfig();
    initFederation(config);
    // Signed in, the page's remote downloads while the shell renders its frame and loads
    // the profile (signed out, the guard shows the sign-in page instead).
    const remote = remoteForPath(window.location.pathname);
    if (remote && useAuthStore.getState().accessToken) preloadRemote(remote);
    root.render(<App />);
  } catch (error) {
    console.error('[shell] Start-up failed', error);
    root.render(
      <StartupError
        detail={errorMessage(error, 'Unknown start-up error')}
        onRetry={() => start(root)}
      />,
    );
  }
}
