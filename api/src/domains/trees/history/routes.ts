import { Type } from '@sinclair/typebox';
import type { Database } from '../../../db';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import { EstateParams } from '../../estates';
import { requireEstateAccess } from '../../../lib/access';
import { TreeParams } from '../schemas';
import { requireTreeAccess } from '../service';
import { HistoryPage, HistoryQuery, TagPrints } from './schemas';
import { estateHistoryPage, recordTagPrints, treeHistoryPage } from './service';

/**
 * The history of a tree and of an estate (its own fields and its trees'), newest first.
 * Registered inside treeRoutes, which authenticates every request.
 */
export const historyRoutes: AppPlugin<{ db: Database }> = async (app, { db }) => {
  const security = [{ bearerAuth: [] }];

  app.get(
    '/trees/:id/history',
    {
      schema: {
        tags: ['trees'],
        security,
        summary: "A page of the tree's history, newest first (20 rows a page)",
        params: TreeParams,
        querystring: HistoryQuery,
        response: { 200: HistoryPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const tree = await requireTreeAccess(db, request.userId, request.params.id);
      return treeHistoryPage(db, tree.id, request.query.page);
    },
  );

  app.get(
    '/estates/:id/history',
    {
      schema: {
        tags: ['estates'],
        security,
        summary:
          "A page of the last changes to the estate's fields and its trees, newest first (20 rows a page); tree rows name their tree",
        params: EstateParams,
        querystring: HistoryQuery,
        response: { 200: HistoryPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await requireEstateAccess(db, request.userId, request.params.id, 'view');
      return estateHistoryPage(db, request.params.id, request.query.page);
    },
  );

  app.post(
    '/estates/:id/tag-prints',
    {
      schema: {
        tags: ['estates'],
        security,
        summary:
          "Record that trees' tags were printed (a QR sheet or a label): one tag_printed history row per tree",
        params: EstateParams,
        body: TagPrints,
        response: {
          201: Type.Object({ recorded: Type.Integer() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const recorded = await recordTagPrints(db, request.userId, id, request.body.treeIds);
      return reply.code(201).send({ recorded });
    },
  );
};
