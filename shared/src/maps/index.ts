// @grovekeeper/shared/maps: the one map kit. A separate entry on purpose: it is bundled
// into the apps that show a map (each engine a lazy chunk), never into the first-load
// singleton `@grovekeeper/shared`, which it imports for config, geometry and the client.
export { MapView, DEFAULT_MAP_HEIGHT } from './MapView';
export type {
  MapMarker,
  MapViewProps,
  EditablePolygon,
  MapPin,
  MapEngineName,
  MapPolygon,
  MapBounds,
  MapViewport,
} from './types';
export { selectMapEngine, tileLayerConfig, MARKER_COUNT_ATTRIBUTE } from './engine';
export { useGeocoder, geocoder } from './useGeocoder';
export type { Geocoder, GeocodeResult } from './useGeocoder';
export {
  AddressSearch,
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SEARCH_MIN_LENGTH,
} from './AddressSearch';
export type { AddressSearchProps } from './AddressSearch';
export { staticSnapshotUrl, SNAPSHOT_SIZE } from './static-snapshot';
export type { StaticSnapshotOptions } from './static-snapshot';
export { MapSnapshot } from './MapSnapshot';
export type { MapSnapshotProps } from './MapSnapshot';
export { appendVertex, moveVertex, removeVertex } from './polygon-editing';
export * from './messages';
export { MapPlayground } from './dev/MapPlayground';
export { projectToViewport } from './snapshot-geometry';
