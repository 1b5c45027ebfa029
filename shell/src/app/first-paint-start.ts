import type { AppRuntimeConfig, RemoteName } from '@grovekeeper/shared';
import { firstPaintSettled } from '@grovekeeper/shared/first-paint/signal';
import { firstPaintRemote, isPublicPath } from '../features/remotes/utils/route-table';
import { startEarlyReads } from './early-reads';

// The first paint's start, in early.js (src/early: a few KB the HTML runs before main.js,
// which holds the federation runtime and takes a slow phone a few hundred milliseconds to run)
// and again in main.js, where whatever early.js did not do (it failed to load, an older
// cached page) is done. No runtime import of React or the shared package.

/** The shared token store's key (ACCESS_TOKEN_KEY), read directly: the store is not loaded yet. */
const ACCESS_TOKEN_KEY = 'accessToken';
/** Where early.js leaves its read of the configuration for main.js (one request, not two). */
const CONFIG_KEY = '__grovekeeperConfig__';

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * /config/app.json, read once for early.js and main.js both (the HTML preloads it). A failed
 * read is not kept: the next caller (start(), a Retry) asks again.
 */
export function readRuntimeConfig(): Promise<AppRuntimeConfig> {
  const holder = window as unknown as Record<string, Promise<AppRuntimeConfig> | undefined>;
  const pending = holder[CONFIG_KEY];
  if (pending) {
    holder[CONFIG_KEY] = undefined;
    return pending;
  }
  return fetch('/config/app.json').then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json() as Promise<AppRuntimeConfig>;
  });
}

/**
 * Whether the page at the current address is drawn first by its remote's first paint (see
 * FIRST_PAINT_ROUTES) for this visitor: its script and data are then asked for before the
 * app's own code, which on a phone's connection they would otherwise queue behind.
 */
export function paintsFirst(): boolean {
  const { pathname } = window.location;
  return firstPaintRemote(pathname) !== null && (storedToken() !== null || isPublicPath(pathname));
}

/** The first paint's script, once added. */
function firstPaintScript(): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>('script[data-first-paint]');
}

/**
 * Adds the remote's `first-paint.js` (beside its manifest) to the page, once: it draws the
 * page's first screen into the HTML's frame from the early read, unless the app renders first.
 * A missing or failing script costs nothing but that screen.
 */
export function loadFirstPaint(config: AppRuntimeConfig, remote: RemoteName): void {
  if (firstPaintScript()) return;
  const manifest = config.remotes?.[remote];
  if (typeof manifest !== 'string' || manifest === '') return;
  let src: string;
  try {
    src = new URL('first-paint.js', new URL(manifest, window.location.href)).href;
  } catch {
    return;
  }
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // Ahead of the app's chunks in the browser's queue: it is what paints first.
  script.fetchPriority = 'high';
  script.dataset.firstPaint = remote;
  script.dataset.apiBase = config.apiBaseUrl ?? '';
  document.head.append(script);
}

/**
 * Resolves once the page's first paint is done (drawn, or given up), its script failed, or
 * `maxMs` passed; at once when none was added.
 */
export function firstPaintDone(maxMs: number): Promise<void> {
  const script = firstPaintScript();
  return script ? firstPaintSettled(script, maxMs) : Promise.resolve();
}

/**
 * early.js: on a page with a first paint, reads the configuration, starts the page's API
 * reads and adds the first paint's script, leaving the configuration to main.js. Resolves
 * once the first paint is done (see firstPaintDone, at most `maxMs` after the configuration
 * arrived) or the configuration could not be read; null on a page without a first paint.
 */
export function startFirstPaint(maxMs: number): Promise<void> | null {
  if (!paintsFirst()) return null;
  const { pathname } = window.location;
  const config = readRuntimeConfig();
  (window as unknown as Record<string, unknown>)[CONFIG_KEY] = config;
  return config.then(
    (runtime) => {
      startEarlyReads(runtime.apiBaseUrl ?? '', pathname, storedToken());
      const remote = firstPaintRemote(pathname);
      if (remote) loadFirstPaint(runtime, remote);
      return firstPaintDone(maxMs);
    },
    () => undefined,
  );
}
