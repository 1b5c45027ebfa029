import type { GeocodingConfig } from '../../config';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { geocoderFor } from './geocoder';
import type { Geocoder } from './geocoder';
import { GeocodeAnswer, GeocodeQuery, ReverseAnswer, ReverseQuery } from './schemas';
import { reverseGeocode, searchAddresses } from './service';

/** Address search for the location picker. Mounted at /api/maps. */
export const mapsRoutes: AppPlugin<{ geocoding: GeocodingConfig; geocoder?: Geocoder }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', app.authenticate);
  const deps = { geocoder: options.geocoder ?? geocoderFor(options.geocoding), log: app.log };
  const tags = ['maps'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/geocode',
    {
      schema: {
        tags,
        security,
        summary: 'Places matching an address (at most 5)',
        querystring: GeocodeQuery,
        response: { 200: GeocodeAnswer, ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => ({ results: await searchAddresses(deps, request.query.q) }),
  );

  app.get(
    '/reverse',
    {
      schema: {
        tags,
        security,
        summary: 'The address at a point',
        querystring: ReverseQuery,
        response: { 200: ReverseAnswer, ...errorResponses(400, 401, 404, 502) },
      },
    },
    async (request) => ({
      address: await reverseGeocode(deps, request.query.lat, request.query.lng),
    }),
  );
};
