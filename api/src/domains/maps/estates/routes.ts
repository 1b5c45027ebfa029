import type { Database } from '../../../db';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import { MapEstateList, MapEstatesQuery } from './schemas';
import { mapEstates } from './service';

export interface MapEstatesOptions {
  db: Database;
}

/** The estate locations map: GET /api/maps/estates. Mounted at /api/maps. */
export const mapEstatesRoutes: AppPlugin<MapEstatesOptions> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/estates',
    {
      schema: {
        tags: ['maps'],
        security: [{ bearerAuth: [] }],
        summary: "The caller's estates and others' estates listed for rent, by name",
        description:
          "Another user's estate is shown only while it has an available rental listing; tree positions and owners are never part of the answer.",
        querystring: MapEstatesQuery,
        response: { 200: MapEstateList, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      estates: await mapEstates(db, request.userId, request.query),
    }),
  );
};
