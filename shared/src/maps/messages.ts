/**
 * Spec §8, maps errors: the exact English texts. What the map shows comes from `common`'s
 * `maps.errors.*` (in the reader's language); these stay as the spec's reference.
 */
export const GOOGLE_LOAD_FAILED = 'Failed to load Google Maps. Please check your API key.';
export const GOOGLE_LOAD_TIMEOUT =
  'Google Maps loading timed out after 10 seconds. Please check your connection and try again.';
export const GOOGLE_NOT_LOADED = 'Google Maps API not properly loaded';
export const MAP_INIT_ERROR = 'Map Error - Failed to initialize map. Please try again.';
/** The error toast when the map itself cannot be constructed. */
export const MAP_INIT_FAILED = 'Failed to initialize map';
/** The error toast when a boundary polygon cannot be drawn (e.g. a point that is not a number). */
export const POLYGON_FAILED = 'Failed to process polygon';
/** The loader's time-out and poll interval (spec §7). */
export const GOOGLE_LOAD_TIMEOUT_MS = 10_000;
export const GOOGLE_LOAD_POLL_MS = 100;
