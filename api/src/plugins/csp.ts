import { originOf } from '../config';
import type { AppConfig } from '../config';

export type CspDirectives = Record<string, string[]>;

/**
 * Google's documented allowlist for the Maps JavaScript API (it evaluates code, injects
 * fonts and frames). Added only when a Maps key is configured, so the default policy
 * stays tight.
 */
const GOOGLE_MAPS = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    "'unsafe-eval'",
    'blob:',
  ],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['*.google.com'],
};

/**
 * The Content-Security-Policy of the apps. Scripts only from this origin and from the
 * origins of remotes configured with absolute URLs (e2e serves one from another port);
 * inline styles allowed because emotion (MUI) injects them; images from anywhere on
 * https (satellite tiles, photos) plus data:/blob:; fetches to this origin, https, the
 * remotes' origins (manifests) and an absolute API base URL.
 */
export function contentSecurityPolicy(config: AppConfig): CspDirectives {
  const { runtime } = config;
  const remoteOrigins = origins(Object.values(runtime.remotes));
  const maps = runtime.googleMapsApiKey ? GOOGLE_MAPS : null;
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': unique(["'self'", ...remoteOrigins, ...(maps?.script ?? [])]),
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(maps?.style ?? [])],
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', ...plainHttp([runtime.mapTileUrl])]),
    'font-src': ["'self'", 'data:', ...(maps?.font ?? [])],
    'connect-src': unique([
      "'self'",
      'https:',
      ...plainHttp([...Object.values(runtime.remotes), runtime.apiBaseUrl, runtime.mapTileUrl]),
    ]),
    // The service worker (/sw.js) and the web app manifest come from this origin only.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'", ...(maps?.frame ?? [])],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
  // Only behind https: over plain http it would send the browser to https URLs that do not exist.
  if (config.cookieSecure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function origins(urls: string[]): string[] {
  return urls.map(originOf).filter((origin): origin is string => origin !== null);
}

/** `https:` already covers secure origins; plain-http ones (local dev, e2e) must be named. */
function plainHttp(urls: string[]): string[] {
  return origins(urls).filter((origin) => origin.startsWith('http:'));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
