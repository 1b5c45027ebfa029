// The service worker (built by workbox-webpack-plugin's InjectManifest into /sw.js, in the
// shell's production build only). It precaches the shell's build, keeps the remotes' files
// (warm.ts) and answers each request as routing.ts decides. See the README, "Installable app
// and offline start".
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { fetchAhead, takeAhead } from './ahead';
import { WARM_MESSAGE } from './protocol';
import { strategyFor } from './routing';
import type { Strategy } from './routing';
import { FRESH_CACHE, HASHED_CACHE, warmRemotes } from './warm';

// The worker's global scope, as far as this file uses it (the shell's TypeScript knows the DOM,
// not the WebWorker library).
interface LifecycleEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerMessageEvent extends LifecycleEvent {
  data: unknown;
}
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: LifecycleEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
};

const origin = self.location.origin;

// The shell's build: index.html, main.js, every chunk (shared singletons, pages, languages),
// the web app manifest and icons. A new build is a new worker; its activation drops the
// files the old build had and this one does not.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Update policy: a new worker takes over at once (skipWaiting + clientsClaim). Safe here:
// the precache holds one build's shell whole, the remotes are not in it (their entries are
// network-first, their chunks content-hashed), so an open page keeps working on its own code;
// the next start (a reload, the app opened again) runs the new shell.
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      self.skipWaiting(),
      // Best effort: a remote that is down now must not keep the shell from installing.
      warmRemotes(origin).catch((error: unknown) => console.warn('[sw]', error)),
    ]),
  );
});
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data !== WARM_MESSAGE) return;
  event.waitUntil(warmRemotes(origin).catch((error: unknown) => console.warn('[sw]', error)));
});

const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

/**
 * The precache's copy of `precachedUrl`, else the network. The precache holds one build of
 * the shell whole (index.html, main.js and the chunks they name), so a start never waits for
 * a round trip before its first script; a new shell build is a new worker, installed during
 * the start that first meets it and run by the next one.
 */
function precacheElseNetwork(precachedUrl: (options: RouteHandlerCallbackOptions) => string) {
  const network = new NetworkOnly();
  return async (options: RouteHandlerCallbackOptions): Promise<Response> =>
    (await matchPrecache(precachedUrl(options))) ?? network.handle(options);
}

const hashed = new CacheFirst({ cacheName: HASHED_CACHE, plugins: [onlyOk] });
const freshFirst = new NetworkFirst({ cacheName: FRESH_CACHE, plugins: [onlyOk] });
const page = precacheElseNetwork(() => '/index.html');

/**
 * Network first, taking the answer fetched ahead when the page load started (ahead.ts) and
 * keeping it as the strategy does; without one, or when it failed, the strategy itself.
 */
async function fresh(options: RouteHandlerCallbackOptions): Promise<Response> {
  const early = takeAhead(options.request.url);
  if (early) {
    try {
      const response = await early;
      if (response.status === 200) {
        await (await caches.open(FRESH_CACHE)).put(options.request.url, response.clone());
        return response;
      }
    } catch {
      // No network: the strategy tries again, then answers from its cache.
    }
  }
  return freshFirst.handle(options);
}

const handlers: Record<Exclude<Strategy, 'browser'>, Parameters<typeof registerRoute>[1]> = {
  page: (options) => {
    const ahead = caches.open(FRESH_CACHE).then((cache) => fetchAhead(options.url, cache));
    (options.event as LifecycleEvent | undefined)?.waitUntil(ahead.catch(() => undefined));
    return page(options);
  },
  'shell-file': precacheElseNetwork(({ request }) => request.url),
  fresh,
  // The shell's own chunks are in the precache; the remotes' in the hashed cache.
  hashed: async (options) => (await matchPrecache(options.request)) ?? hashed.handle(options),
};

for (const [strategy, handler] of Object.entries(handlers)) {
  registerRoute(
    ({ url, request }) =>
      strategyFor({ url, mode: request.mode, method: request.method }, origin) === strategy,
    handler,
  );
}
