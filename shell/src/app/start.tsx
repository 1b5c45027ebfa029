import type { Root } from 'react-dom/client';
import { errorMessage, loadRuntimeConfig } from '@grovekeeper/shared';
import { initFederation } from '../features/remotes/loader/federation';
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
