// Runs inside the service worker. A page load asks the network, one after the other, for the
// runtime configuration, then its remote's manifest, then that remote's entry: network first,
// so a remote redeployed alone wins at once, but three round trips in a row, each waiting for
// the one before. When a page load starts, the worker asks for all three at once instead (the
// URLs from the configuration and manifest it stored last time) and hands each answer to the
// page's request for it, and so for the remote's first paint (first-paint.js) on a page it
// draws. An answer nobody asks for (a URL changed meanwhile) is dropped.
import { firstPaintRemote, remoteForPath } from '../features/remotes/utils/route-table';
import { remoteFiles, remotesOf } from './remote-files';
import { CONFIG_PATH } from './routing';

/** How long an answer fetched ahead waits for the page's request. */
export const AHEAD_MS = 10_000;

const ahead = new Map<string, { at: number; response: Promise<Response> }>();

function start(url: string): void {
  const response = fetch(url);
  response.catch(() => undefined);
  ahead.set(url, { at: Date.now(), response });
}

async function stored(cache: Cache, url: string): Promise<unknown> {
  try {
    return (await (await cache.match(url))?.json()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Starts fetching what the page at `page` will ask for first from the network: the
 * configuration, and the manifest and entry of the remote serving that path, as `cache` (the
 * worker's network-first cache) last stored them.
 */
export async function fetchAhead(page: URL, cache: Cache): Promise<void> {
  const configUrl = new URL(CONFIG_PATH, page.origin).href;
  start(configUrl);
  const remote = remoteForPath(page.pathname);
  if (!remote) return;
  const ref = remotesOf(await stored(cache, configUrl), page.origin).find(
    ({ name }) => name === remote,
  );
  if (!ref) return;
  start(ref.manifestUrl);
  // A page's first paint is its own remote's (FIRST_PAINT_ROUTES).
  if (firstPaintRemote(page.pathname) === remote) {
    start(new URL('first-paint.js', ref.manifestUrl).href);
  }
  const manifest = await stored(cache, ref.manifestUrl);
  if (manifest) start(remoteFiles(manifest, ref.manifestUrl).entry);
}

/** The answer fetched ahead for `url` (handed out once), if one started in the last AHEAD_MS. */
export function takeAhead(url: string): Promise<Response> | undefined {
  const entry = ahead.get(url);
  ahead.delete(url);
  return entry && Date.now() - entry.at <= AHEAD_MS ? entry.response : undefined;
}
