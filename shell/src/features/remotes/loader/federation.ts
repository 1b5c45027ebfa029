import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { AppRuntimeConfig, RemoteName } from '@grovekeeper/shared';
import { ROUTED_REMOTES } from '../utils/route-table';
import { IncompatibleRemoteError, sharedVersionPlugin } from './shared-versions';

// Types only from React and the shared package: the shell's entry (app/early-start.ts) runs
// this before the shared singletons are negotiated.

/**
 * What every remote exposes as `./routes`: a component rendering its `<Routes>`, and
 * optionally `preload(pathname)`, which starts loading the code of the page at `pathname`
 * and resolves when it has arrived (shared's `preloadPage`).
 */
export interface RemoteRoutesModule {
  default: ComponentType;
  preload?: (pathname: string) => Promise<void>;
}

let manifests: Partial<Record<RemoteName, string>> = {};
let pluginRegistered = false;

/**
 * Logs which remote failed and at which step. It offers no fallback module on purpose: the
 * load then rejects, and the loader's error boundary shows the in-place "unavailable" card.
 */
export const remoteErrorPlugin: ModuleFederationRuntimePlugin = {
  name: 'grovekeeper-remote-errors',
  errorLoadRemote({ id, error, lifecycle, remote }) {
    // A remote refused for its shared versions has been named in the console already.
    if (error instanceof IncompatibleRemoteError) return undefined;
    console.error(
      `[shell] Remote "${remote?.name ?? id}" failed to load during ${lifecycle}`,
      error,
    );
    return undefined;
  },
};

/**
 * Registers every remote named in /config/app.json. The build has no remote URLs, so
 * deploying a new remote version never needs a shell rebuild.
 */
export function initFederation(config: AppRuntimeConfig): void {
  if (!pluginRegistered) {
    registerPlugins([sharedVersionPlugin, remoteErrorPlugin]);
    pluginRegistered = true;
  }
  manifests = {};
  const remotes = [];
  for (const [name, entry] of Object.entries(config.remotes ?? {})) {
    if (typeof entry !== 'string' || entry === '') continue;
    manifests[name as RemoteName] = entry;
    remotes.push({ name, entry });
  }
  for (const name of ROUTED_REMOTES) {
    // Not fatal: the rest of the app works, and that section shows its "unavailable" card.
    if (!manifests[name]) {
      console.error(`[shell] /config/app.json names no manifest for remote "${name}"`);
    }
  }
  registerRemotes(remotes);
}

/**
 * Forgets what federation cached about one remote (manifest, entry script, module) and
 * registers it again, so the next load fetches everything afresh. Used by Retry.
 */
export function reregisterRemote(remote: RemoteName): void {
  const entry = manifests[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/** Loads a remote's route module; rejects when it cannot be fetched or is malformed. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  if (!manifests[remote]) {
    throw new Error(`No manifest URL is configured for remote "${remote}"`);
  }
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote "${remote}" did not expose a routes component`);
  }
  return module;
}
