import type { AppRuntimeConfig } from '@grovekeeper/shared';
import type { MapEngineName } from './types';

/** Used when no runtime config is loaded (tests, harnesses): Esri World Imagery. */
export const FALLBACK_TILE_URL =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
export const FALLBACK_TILE_ATTRIBUTION = 'Tiles © Esri';

/** Set by both engines on the map container: how many tree markers are on the map. */
export const MARKER_COUNT_ATTRIBUTE = 'data-marker-count';

/** Google when a key is configured, else the open engine (Leaflet with the configured tiles). */
export function selectMapEngine(
  config: Pick<AppRuntimeConfig, 'googleMapsApiKey'> | null,
): MapEngineName {
  return config?.googleMapsApiKey?.trim() ? 'google' : 'leaflet';
}

export function tileLayerConfig(
  config: Pick<AppRuntimeConfig, 'mapTileUrl' | 'mapTileAttribution'> | null,
): { url: string; attribution: string } {
  return {
    url: config?.mapTileUrl?.trim() || FALLBACK_TILE_URL,
    attribution: config?.mapTileAttribution?.trim() || FALLBACK_TILE_ATTRIBUTION,
  };
}
