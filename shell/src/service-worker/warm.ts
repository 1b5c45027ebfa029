// Runs inside the service worker: reads /config/app.json and each remote's mf-manifest.json
// and keeps their files in the worker's caches, so the next start works without a network.
import { CONFIG_PATH } from './routing';
import { remoteFiles, remotesOf } from './remote-files';
import type { RemoteRef } from './remote-files';

/** Network-first files (configuration, remote manifests and entries): the last good answer. */
export const FRESH_CACHE = 'gk-fresh';
/** Content-hashed files outside the precache: the remotes' chunks, kept until unlisted. */
export const HASHED_CACHE = 'gk-hashed';

/**
 * The remotes whose every chunk is stored ahead: the field pages (tree tagging, a tree's page,
 * its scanner and texts) must open offline before anyone visits them. The other remotes keep
 * their entry and manifest (the frame starts) and the chunks a visit loaded.
 */
const STORED_AHEAD = new Set(['mf_trees']);
/** Downloads at once: the page the user is on keeps most of the connection. */
const PARALLEL = 4;

let running: Promise<void> | null = null;

/** One refresh at a time; a second call while one runs shares it. */
export function warmRemotes(origin: string): Promise<void> {
  running ??= refresh(origin).finally(() => {
    running = null;
  });
  return running;
}

async function refresh(origin: string): Promise<void> {
  const [fresh, hashed] = await Promise.all([caches.open(FRESH_CACHE), caches.open(HASHED_CACHE)]);
  const config: unknown = await (await fetchInto(fresh, new URL(CONFIG_PATH, origin).href)).json();
  const results = await Promise.allSettled(
    remotesOf(config, origin).map((remote) => warmRemote(remote, fresh, hashed)),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    throw new Error(`${failed.length} remote(s) could not be stored for offline use`);
  }
}

async function warmRemote(remote: RemoteRef, fresh: Cache, hashed: Cache): Promise<void> {
  const manifest: unknown = await (await fetchInto(fresh, remote.manifestUrl)).json();
  const { entry, chunks } = remoteFiles(manifest, remote.manifestUrl);
  await fetchInto(fresh, entry);
  if (STORED_AHEAD.has(remote.name)) {
    const missing: string[] = [];
    for (const chunk of chunks) if (!(await hashed.match(chunk))) missing.push(chunk);
    await inBatches(missing, (chunk) => fetchInto(hashed, chunk, true));
  }
  // A chunk the remote's current build no longer lists is never asked for again.
  const listed = new Set(chunks);
  const folder = new URL('.', remote.manifestUrl).href;
  for (const request of await hashed.keys()) {
    if (request.url.startsWith(folder) && !listed.has(request.url)) await hashed.delete(request);
  }
}

/**
 * Fetches `url` and stores a successful answer. A hashed file may come from the HTTP cache (the
 * page has often just loaded it); any other is revalidated with the server.
 */
async function fetchInto(cache: Cache, url: string, hashed = false): Promise<Response> {
  const response = await fetch(url, { cache: hashed ? 'default' : 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await cache.put(url, response.clone());
  return response;
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
