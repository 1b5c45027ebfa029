/**
 * The runtime configuration every app reads at start-up from `/config/app.json`.
 * Nothing environment-specific is baked into a build: the same bundles run in dev,
 * CI and production, and a new remote version never needs a shell rebuild.
 */
export type RemoteName = 'mf_estates' | 'mf_trees' | 'mf_rentals' | 'mf_contracts' | 'mf_workforce';

export interface AppRuntimeConfig {
  /** Base URL of the API; '' means the page's own origin. */
  apiBaseUrl: string;
  googleMapsApiKey: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Manifest URL (mf-manifest.json) of each remote. */
  remotes: Record<RemoteName, string>;
}

export const REMOTE_NAMES: readonly RemoteName[] = [
  'mf_estates',
  'mf_trees',
  'mf_rentals',
  'mf_contracts',
  'mf_workforce',
];

let current: AppRuntimeConfig | null = null;

export function setRuntimeConfig(config: AppRuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): AppRuntimeConfig {
  if (!current) {
    throw new Error('Runtime configuration has not been loaded yet');
  }
  return current;
}

/** Returns the loaded config, or null before start-up finished (tests, harnesses). */
export function peekRuntimeConfig(): AppRuntimeConfig | null {
  return current;
}

export async function loadRuntimeConfig(url = '/config/app.json'): Promise<AppRuntimeConfig> {
  // Default cache mode, so the page's <link rel="preload"> answer is used; the server sends
  // `cache-control: no-cache`, so a redeployed configuration is still seen at once.
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  }
  const config = (await response.json()) as AppRuntimeConfig;
  setRuntimeConfig(config);
  return config;
}
