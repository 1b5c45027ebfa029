import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { SetHeadersResponse } from '@fastify/static';
import { REMOTE_DOMAINS } from '../config';
import { REMOTES_PREFIX } from './security';

export interface AppBuilds {
  /** The shell's build folder, served at `/`. */
  shell: string | null;
  /** Each remote's build folder, served at `/remotes/mf-<domain>/`. */
  remotes: { prefix: string; root: string }[];
}

/** The built front-ends under `appsDir` that exist right now (one-command mode). */
export function findAppBuilds(appsDir: string): AppBuilds {
  const shell = path.join(appsDir, 'shell', 'dist');
  return {
    shell: existsSync(path.join(shell, 'index.html')) ? shell : null,
    remotes: REMOTE_DOMAINS.map((domain) => ({
      prefix: `${REMOTES_PREFIX}mf-${domain}/`,
      root: path.join(appsDir, `mf-${domain}`, 'dist'),
    })).filter((remote) => existsSync(remote.root)),
  };
}

/**
 * Entry points must be revalidated on every load: they name the hashed chunks of a deploy. The
 * service worker and the web app manifest too: a browser checks them for a new app version.
 */
const ENTRY_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'sw.js',
  'manifest.webmanifest',
]);
/** webpack's `[contenthash]` in a file name: a run of at least 8 hex digits between separators. */
const HASHED_FILE = /(?:^|[.\-_])[0-9a-f]{8,}[.\-_]/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache policy by file name. Only content-hashed files are immutable; entry points and
 * any unhashed file (Module Federation keeps `[name].js` for entries) are revalidated.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return !ENTRY_FILES.has(name) && HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}

function setCacheHeaders(res: SetHeadersResponse, filePath: string): void {
  res.setHeader('cache-control', cacheControlFor(filePath));
}

function setRemoteHeaders(res: SetHeadersResponse, filePath: string): void {
  setCacheHeaders(res, filePath);
  // Remote bundles are loaded as scripts, and their manifests fetched, from other origins in
  // dev and e2e: public files, readable by any origin (an allowlisted origin gets its own
  // name from the CORS plugin, which works as well for these credential-less requests).
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
  res.setHeader('access-control-allow-origin', '*');
}

/** Paths the server owns: never files of the shell, never answered with its index.html. */
const SERVER_PATHS = /^\/(?:api|config|remotes)(?:[/?#]|$)/;

export function isServerPath(url: string): boolean {
  return SERVER_PATHS.test(url);
}

/**
 * Serves the shell at `/` and each remote under `/remotes/mf-<domain>/`. Missing files
 * fall through to the not-found handler, which serves the shell's index.html to HTML
 * navigations (client-side routes) and `{ error: 'Not found' }` to everything else.
 * Pre-compressed `.br`/`.gz` siblings are used when a build emits them; otherwise
 * @fastify/compress compresses on the fly.
 */
export const staticApps = fp<{ builds: AppBuilds }>(
  async (app, { builds }) => {
    // The first registration decorates reply.sendFile, which the SPA fallback uses.
    let decorateReply = true;
    if (builds.shell) {
      await app.register(fastifyStatic, {
        root: builds.shell,
        prefix: '/',
        cacheControl: false,
        setHeaders: setCacheHeaders,
        preCompressed: true,
        redirect: false,
        allowedPath: (pathname) => !isServerPath(pathname),
      });
      decorateReply = false;
    }
    for (const remote of builds.remotes) {
      await app.register(fastifyStatic, {
        root: remote.root,
        prefix: remote.prefix,
        decorateReply,
        cacheControl: false,
        setHeaders: setRemoteHeaders,
        preCompressed: true,
        redirect: false,
      });
      decorateReply = false;
    }
  },
  { name: 'static-apps' },
);
