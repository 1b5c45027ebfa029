// What the page and the service worker share: the worker's address and the one message.

/** Served from the site's root, so the worker's scope is the whole app. */
export const WORKER_URL = '/sw.js';

/** The page, on each start while online: "read the remotes' manifests again". */
export const WARM_MESSAGE = 'gk:warm-remotes';
