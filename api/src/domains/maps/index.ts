// The maps domain's public face: what other domains and app.ts may use.
export { mapEstatesRoutes } from './estates/routes';
export type { Geocoder, GeocodeResult } from './geocoder';
export { mapsRoutes } from './routes';
