import { Type } from '@sinclair/typebox';
import type { GeocodingConfig } from '../../config';
import { HttpError, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { geocoderFor, GeocoderUnavailableError } from './geocoder';
import type { Geocoder } from './geocoder';

export const GEOCODER_UNAVAILABLE =
  'Address search is unavailable right now. Please try again later.';
const MAX_RESULTS = 5;

/** Address search for the location picker. Mounted at /api/maps. */
export const mapsRoutes: AppPlugin<{ geocoding: GeocodingConfig; geocoder?: Geocoder }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', app.authenticate);
  const geocoder = options.geocoder ?? geocoderFor(options.geocoding);
  const tags = ['maps'];
  const security = [{ bearerAuth: [] }];

  const unavailable = (error: unknown): never => {
    if (error instanceof GeocoderUnavailableError) {
      app.log.warn({ err: error }, 'Geocoding service unavailable');
      throw new HttpError(502, GEOCODER_UNAVAILABLE);
    }
    throw error;
  };

  app.get(
    '/geocode',
    {
      schema: {
        tags,
        security,
        summary: 'Places matching an address (at most 5)',
        querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: 300 }) }),
        response: {
          200: Type.Object({
            results: Type.Array(
              Type.Object({ label: Type.String(), lat: Type.Number(), lng: Type.Number() }),
            ),
          }),
          ...errorResponses(400, 401, 502),
        },
      },
    },
    async (request) => {
      const query = request.query.q.trim();
      if (query === '') return { results: [] };
      const results = await geocoder.search(query, MAX_RESULTS).catch(unavailable);
      return { results };
    },
  );

  app.get(
    '/reverse',
    {
      schema: {
        tags,
        security,
        summary: 'The address at a point',
        querystring: Type.Object({
          lat: Type.Number({ minimum: -90, maximum: 90 }),
          lng: Type.Number({ minimum: -180, maximum: 180 }),
        }),
        response: {
          200: Type.Object({ address: Type.String() }),
          ...errorResponses(400, 401, 404, 502),
        },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      const address = await geocoder.reverse(lat, lng).catch(unavailable);
      if (address === null) throw notFound('No address found at this location');
      return { address };
    },
  );
};
