import type { AppRuntimeConfig } from '@grovekeeper/shared';
import { initFederation } from '../features/remotes/loader/federation';
import { preloadRemoteRoutes } from '../features/remotes/loader/preloads';
import { isPublicPath, remoteForPath } from '../features/remotes/utils/route-table';
import { startEarlyReads } from './early-reads';

// Runs from main.js, before the shared singletons (React, MUI, the shared package) are
// negotiated and downloaded: so nothing here imports them, only their types.

/** The shared token store's key (ACCESS_TOKEN_KEY), read directly: the store is not loaded yet. */
const ACCESS_TOKEN_KEY = 'accessToken';

let early: Promise<AppRuntimeConfig> | null = null;

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * Reads /config/app.json (the HTML preloads it), registers the remotes and, for a signed-in
 * user or a public page, starts loading the remote of the page being opened: its manifest,
 * entry and route module then download beside the shell's own chunks instead of after them,
 * and so does the page's data (early-reads.ts). A failure here is not reported: start() reads
 * the configuration again and shows what went wrong.
 */
export function startEarly(): void {
  early = fetch('/config/app.json')
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<AppRuntimeConfig>;
    })
    .then((config) => {
      initFederation(config);
      const { pathname } = window.location;
      const token = storedToken();
      const reads = () => startEarlyReads(config.apiBaseUrl ?? '', pathname, token);
      const remote = remoteForPath(pathname);
      if (remote && (token || isPublicPath(pathname))) {
        // Over a slow link the page's code is what takes long and its data a round trip:
        // the reads start once the remote's routes are here, beside the page's own chunks,
        // not in the way of the code (a browser opens six connections to a server). Under
        // the installed app the code comes from its cache: the reads start at once.
        const installed = Boolean(navigator.serviceWorker?.controller);
        if (installed) reads();
        preloadRemoteRoutes(remote, pathname, installed ? undefined : reads);
      }
      return config;
    });
  early.catch(() => undefined);
}

/**
 * The configuration startEarly() read (remotes registered), or null when it was not
 * started or failed; handed over once, so a Retry reads the configuration afresh.
 */
export async function takeEarlyConfig(): Promise<AppRuntimeConfig | null> {
  const pending = early;
  early = null;
  if (!pending) return null;
  return pending.catch(() => null);
}
