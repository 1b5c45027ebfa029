import type { FastifyReply } from 'fastify';
import type { Database } from '../../db';
import { normaliseBody } from '../../lib/normalise';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { harvestRoutes } from './harvests/routes';
import { historyRoutes } from './history/routes';
import { photoRoutes } from './photos/routes';
import type { PhotoStorage } from '../../lib/storage';
import {
  CodeParams,
  TreeAnswer,
  TreeList,
  TreeListQuery,
  TreeLocation,
  TreeParams,
  TreeUpdate,
} from './schemas';
import { getTreeByCode, listTrees, readTree, updateTree } from './service';
import type { Tree } from './schemas';
import type { TreeDetailCache } from './tree-cache';

export interface TreeRoutesOptions {
  db: Database;
  cache: TreeDetailCache | null;
  photoStorage: PhotoStorage;
  photoMaxBytes: number;
}

/**
 * Trees of the signed-in owner, their photos and harvests. Registered inside treesRoutes.
 * Every route taking an id answers 404 "Tree not found" unless the tree's estate is the
 * caller's.
 */
export const treeRoutes: AppPlugin<TreeRoutesOptions> = async (
  app,
  { db, cache, photoStorage, photoMaxBytes },
) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['trees'];
  /** `GET /trees/:id` answers by the cached tree object they were made from (see below). */
  const answers = new WeakMap<Tree, string>();
  const security = [{ bearerAuth: [] }];

  app.get(
    '/trees',
    {
      schema: {
        tags,
        security,
        summary: "A page of the caller's trees across estates, optionally of one estate",
        querystring: TreeListQuery,
        response: { 200: TreeList, ...errorResponses(400, 401) },
      },
    },
    (request) => listTrees(db, request.userId, request.query),
  );

  app.get(
    '/trees/qr/:code',
    {
      schema: {
        tags,
        security,
        summary: "The caller's tree whose QR code or text code is `code`",
        params: CodeParams,
        response: { 200: TreeAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      tree: await getTreeByCode(db, cache, request.userId, request.params.code),
    }),
  );

  app.get(
    '/trees/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One tree with its estate name and boundary and its newest photo',
        params: TreeParams,
        response: { 200: TreeAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const tree = await readTree(db, cache, request.userId, request.params.id);
      // A tree from the in-memory copy (PGlite) is the same object until it changes: its
      // answer is serialised once, by this route's own serializer, and sent as it is.
      let json = cache ? answers.get(tree) : undefined;
      if (json === undefined) {
        json = reply.serialize({ tree }) as string;
        if (cache) answers.set(tree, json);
      }
      return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.put(
    '/trees/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change any of title, category, textCode, state, notes and coordinates',
        params: TreeParams,
        body: TreeUpdate,
        response: { 200: TreeAnswer, ...errorResponses(400, 401, 404, 409) },
      },
      preValidation: normaliseBody({ trim: ['title', 'category', 'textCode', 'state'] }),
    },
    async (request) => ({
      tree: await updateTree(db, request.userId, request.params.id, request.body),
    }),
  );

  app.put(
    '/trees/:id/location',
    {
      schema: {
        tags,
        security,
        summary:
          'Move the tree to a point inside its estate boundary (an edge or corner counts as inside)',
        params: TreeParams,
        body: TreeLocation,
        response: { 200: TreeAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      tree: await updateTree(db, request.userId, request.params.id, {
        coordinates: request.body.coordinates,
        changedAt: request.body.changedAt,
      }),
    }),
  );

  await app.register(photoRoutes, { db, storage: photoStorage, maxBytes: photoMaxBytes });
  await app.register(harvestRoutes, { db });
  await app.register(historyRoutes, { db });
};
