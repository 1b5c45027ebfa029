import { Type } from '@sinclair/typebox';
import type { Database } from '../../../db';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import { EstateParams } from '../../estates';
import {
  CreatedTree,
  GeneratedTrees,
  GenerateTrees,
  NewTree,
  TitleNumbers,
  TreePositions,
  TreesPage,
  TreesQuery,
} from './schemas';
import type { EstateTrees } from './port';
import { OfflineTrees, offlineTrees } from './offline';
import { addTree, generateTrees, titleNumbers, treesPage, updateTreePositions } from './service';
import { WriteHeaders } from '../schemas';
import { sendIdempotent } from '../idempotency/service';
import { treeImportRoutes } from './import/routes';

/**
 * An estate's trees, as the estate screens need them (tagged `estates` in the OpenAPI
 * document, beside the estate routes). Registered inside treesRoutes, before its other
 * routes; the estate's trees are read from `estateTrees`' cache.
 */
export const estateTreeRoutes: AppPlugin<{ db: Database; estateTrees: EstateTrees }> = async (
  app,
  { db, estateTrees },
) => {
  app.addHook('onRequest', app.authenticate);
  const treeCache = estateTrees.cache;
  const roles = estateTrees.memberRoles();
  const tags = ['estates'];
  const security = [{ bearerAuth: [] }];
  // Issue 29: its own scope, for the file bodies it reads.
  await app.register(treeImportRoutes, { db });

  app.get(
    '/estates/:id/trees',
    {
      schema: {
        tags,
        security,
        summary: 'A page of compact trees, optionally within a bounding box',
        params: EstateParams,
        querystring: TreesQuery,
        response: { 200: TreesPage, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => treesPage(db, treeCache, roles, request.userId, request.params.id, request.query),
  );

  app.get(
    '/estates/:id/offline-trees',
    {
      schema: {
        tags,
        security,
        summary:
          'Every tree of the estate as a phone keeps it for work without signal (issue 26): notes, version and the newest thumbnail too',
        params: EstateParams,
        response: { 200: OfflineTrees, ...errorResponses(401, 404) },
      },
    },
    (request) => offlineTrees(db, request.userId, request.params.id),
  );

  app.get(
    '/estates/:id/trees/title-numbers',
    {
      schema: {
        tags,
        security,
        summary:
          'The highest number the titles of each tree category end with, over all the trees (add-tree title suggestion)',
        params: EstateParams,
        response: { 200: TitleNumbers, ...errorResponses(401, 404) },
      },
    },
    (request) => titleNumbers(db, treeCache, roles, request.userId, request.params.id),
  );

  app.post(
    '/estates/:id/generate-trees',
    {
      schema: {
        tags,
        security,
        summary: 'Generate trees inside the boundary at random or on a planted grid',
        params: EstateParams,
        body: GenerateTrees,
        response: { 201: GeneratedTrees, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { count, mode = 'random' } = request.body;
      const trees = await generateTrees(db, request.userId, request.params.id, count, mode);
      return reply.code(201).send({ trees, count: trees.length });
    },
  );

  app.put(
    '/estates/:id/trees/positions',
    {
      schema: {
        tags,
        security,
        summary: 'Move trees of the estate (all inside the boundary, all or none)',
        description:
          'Issue 26: `Idempotency-Key` names the change (the same key again moves nothing and answers the first result). No `If-Match`: it names one version, and this moves many trees.',
        params: EstateParams,
        headers: WriteHeaders,
        body: TreePositions,
        response: {
          200: Type.Object({ updated: Type.Integer() }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    (request, reply) =>
      sendIdempotent(db, request, reply, {
        // An estate-wide write: the key is tied to the estate.
        treeId: request.params.id,
        status: 200,
        run: (writeDb) =>
          updateTreePositions(writeDb, request.userId, request.params.id, request.body.positions),
        body: (updated) => ({ updated }),
      }),
  );

  app.post(
    '/estates/:id/trees',
    {
      schema: {
        tags,
        security,
        summary: 'Add one tree at a point inside the boundary',
        params: EstateParams,
        body: NewTree,
        response: { 201: CreatedTree, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const tree = await addTree(db, request.userId, request.params.id, request.body);
      return reply.code(201).send({ tree });
    },
  );
};
