import type { AppRuntimeConfig } from '@grovekeeper/shared';
import { initFederation } from '../features/remotes/loader/federation';
import { preloadRemoteRoutes } from '../features/remotes/loader/preloads';
import {
  firstPaintRemote,
  isPublicPath,
  remoteForPath,
} from '../features/remotes/utils/route-table';
import { startEarlyReads } from './early-reads';
import { loadFirstPaint, readRuntimeConfig, storedToken } from './first-paint-start';

// Runs from main.js, before the shared singletons (React, MUI, the shared package) are
// negotiated and downloaded: so nothing here imports them, only their types.

let early: Promise<AppRuntimeConfig> | null = null;

/**
 * Reads /config/app.json (the HTML preloads it), registers the remotes and, for a signed-in
 * user or a public page, starts loading the remote of the page being opened: its manifest,
 * entry and route module then download beside the shell's own chunks instead of after them,
 * and so does the page's data (early-reads.ts). A failure here is not reported: start() reads
 * the configuration again and shows what went wrong.
 */
export function startEarly(): void {
  early = readRuntimeConfig().then((config) => {
    initFederation(config);
    const { pathname } = window.location;
    const token = storedToken();
    const reads = () => startEarlyReads(config.apiBaseUrl ?? '', pathname, token);
    const remote = remoteForPath(pathname);
    if (remote && (token || isPublicPath(pathname))) {
      // Over a slow link the page's code is what takes long and its data a round trip:
      // the reads start once the remote's routes are here, beside the page's own chunks,
      // not in the way of the code (a browser opens six connections to a server). Under
      // the installed app the code comes from its cache, and a page with a first paint
      // draws from its data before the code: the reads start at once.
      const installed = Boolean(navigator.serviceWorker?.controller);
      const painter = firstPaintRemote(pathname);
      const now = installed || painter !== null;
      if (now) reads();
      if (painter) loadFirstPaint(config, painter);
      preloadRemoteRoutes(remote, pathname, now ? undefined : reads);
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
