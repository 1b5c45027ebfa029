import { GOOGLE_LOAD_POLL_MS, GOOGLE_LOAD_TIMEOUT_MS } from '../messages';

export type GoogleLoadState = 'loading' | 'ready' | 'failed' | 'timeout' | 'not-loaded';

/**
 * The loader's verdict at one poll (every 100 ms): the script reported failure or a bad
 * key → failed; `google.maps.Map` present → ready; after 10 s the script loaded but
 * `google.maps.Map` is still missing → not-loaded, else → timeout.
 */
export function evaluateGoogleLoad(input: {
  status: string;
  mapsPresent: boolean;
  elapsedMs: number;
}): GoogleLoadState {
  if (input.status === 'FAILED' || input.status === 'AUTH_FAILURE') return 'failed';
  if (input.mapsPresent) return 'ready';
  if (input.elapsedMs < GOOGLE_LOAD_TIMEOUT_MS) return 'loading';
  // The script came but its maps library never did, or nothing came at all.
  return input.status === 'LOADED' ? 'not-loaded' : 'timeout';
}

export { GOOGLE_LOAD_POLL_MS, GOOGLE_LOAD_TIMEOUT_MS };

export function googleMapsPresent(): boolean {
  const g = (globalThis as { google?: { maps?: { Map?: unknown } } }).google;
  return typeof g?.maps?.Map === 'function';
}
