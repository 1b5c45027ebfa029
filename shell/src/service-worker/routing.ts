// How the service worker answers each request: a pure rule, so it is tested without a browser
// (__tests__/routing.test.ts) and the worker (sw.ts) only maps each answer to a Workbox strategy.

/**
 * - `browser`: not the worker's to answer; the browser's own network, never a cache (the API:
 *   its data goes through IndexedDB; other origins; anything but GET).
 * - `page`: a navigation: the shell's precached index.html (any route opens the app, offline
 *   too), else the network.
 * - `fresh`: network first, the cached copy only when the network fails: /config/app.json and
 *   each remote's mf-manifest.json and remoteEntry.js. Online, the newest deploy always wins.
 * - `hashed`: cache first: a content-hashed file never changes.
 * - `shell-file`: the shell's own unhashed files (main.js, the web app manifest, icons): the
 *   worker's precache, whose files belong to one build (a new build is a new worker), else
 *   the network.
 */
export type Strategy = 'browser' | 'page' | 'fresh' | 'hashed' | 'shell-file';

export interface RequestFacts {
  url: URL;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  method: string;
}

export const CONFIG_PATH = '/config/app.json';
export const WORKER_PATH = '/sw.js';

/** Paths the server owns (the API, the runtime config): never files of the shell. */
const SERVER_PATH = /^\/(?:api|config)(?:\/|$)/;
const REMOTE_ENTRY = /^\/remotes\/[^/]+\/(?:mf-manifest\.json|remoteEntry\.js)$/;
/** webpack's `[contenthash]` in a file name, as the server reads it (static-apps.ts). */
const HASHED_FILE = /(?:^|[.\-_])[0-9a-f]{8,}[.\-_]/i;

export function strategyFor({ url, mode, method }: RequestFacts, origin: string): Strategy {
  if (method !== 'GET' || url.origin !== origin) return 'browser';
  const path = url.pathname;
  if (path === CONFIG_PATH) return 'fresh';
  if (SERVER_PATH.test(path) || path === WORKER_PATH) return 'browser';
  if (mode === 'navigate') return 'page';
  if (REMOTE_ENTRY.test(path)) return 'fresh';
  if (HASHED_FILE.test(path.slice(path.lastIndexOf('/') + 1))) return 'hashed';
  // A remote's other unhashed files (its stats) change with each deploy, like its manifest.
  return path.startsWith('/remotes/') ? 'fresh' : 'shell-file';
}
