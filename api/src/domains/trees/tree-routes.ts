import type { FastifyReply } from 'fastify';
import type { Database } from '../../db';
import { normaliseBody } from '../../lib/normalise';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { harvestRoutes } from './harvests/routes';
import { historyRoutes } from './history/routes';
import { photoRoutes } from './photos/routes';
import type { FileStorage } from '../../lib/storage';
import {
  CodeParams,
  TreeAnswer,
  TreeList,
  TreeListQuery,
  TreeLocation,
  TreeParams,
  TreeConflict,
  TreeUpdate,
  TreeUpdateHeaders,
} from './schemas';
import { getTreeByCode, listTrees, readTree, updateTree } from './service';
import type { Tree } from './schemas';
import type { TreeDetailCache } from './tree-cache';
import type { MemberRoleCache } from './access';
import { etagOf, parseIfMatch } from './versions';
import { sendIdempotent } from './idempotency/service';

export interface TreeRoutesOptions {
  db: Database;
  cache: TreeDetailCache | null;
  /** Members' roles in memory (PGlite), beside `cache`. */
  roles: MemberRoleCache | null;
  photoStorage: FileStorage;
  photoMaxBytes: number;
}

/**
 * Trees of the estates the caller owns or is a member of, their photos, harvests and
 * history. Registered inside treesRoutes. Every route taking an id answers 404 "Tree not
 * found" unless the caller is the owner or a member of the tree's estate, and 403 with the
 * reason when their role does not allow the action (access.ts); tree answers carry the role.
 */
export const treeRoutes: AppPlugin<TreeRoutesOptions> = async (
  app,
  { db, cache, roles, photoStorage, photoMaxBytes },
) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['trees'];
  /** `GET /trees/:id` answers by the cached tree object they were made from, per role. */
  const answers = new WeakMap<Tree, Map<string, string>>();
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
    async (request) => {
      const { tree, role } = await getTreeByCode(
        db,
        cache,
        roles,
        request.userId,
        request.params.code,
      );
      return { tree: { ...tree, role } };
    },
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
      const { tree, role } = await readTree(db, cache, roles, request.userId, request.params.id);
      // A tree from the in-memory copy (PGlite) is the same object until it changes: its
      // answer (one per role) is serialised once, by this route's own serializer, and sent
      // as it is.
      let byRole = cache ? answers.get(tree) : undefined;
      let json = byRole?.get(role);
      if (json === undefined) {
        json = reply.serialize({ tree: { ...tree, role } }) as string;
        if (cache) {
          if (!byRole) answers.set(tree, (byRole = new Map()));
          byRole.set(role, json);
        }
      }
      return (reply as unknown as FastifyReply)
        .type('application/json; charset=utf-8')
        .header('etag', etagOf(tree.version))
        .send(json);
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
        description:
          'Issue 26: `If-Match` names the version the change started from, `recordedAt` when it was made on the device, `Idempotency-Key` the change (see the trees README).',
        headers: TreeUpdateHeaders,
        body: TreeUpdate,
        response: {
          200: TreeAnswer,
          ...errorResponses(400, 401, 403, 404, 422),
          409: TreeConflict,
        },
      },
      preValidation: normaliseBody({ trim: ['title', 'category', 'textCode', 'state'] }),
    },
    (request, reply) =>
      sendIdempotent(db, request, reply, {
        treeId: request.params.id,
        status: 200,
        run: (writeDb) =>
          updateTree(
            writeDb,
            request.userId,
            request.params.id,
            request.body,
            parseIfMatch(request.headers['if-match']),
          ),
        body: ({ tree, role }) => ({ tree: { ...tree, role } }),
        headers: (body) => ({ etag: etagOf((body as { tree: Tree }).tree.version) }),
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
        description:
          'Issue 26, as `PUT /api/trees/:id`: `If-Match` names the version the move started from (someone else moved the tree since: 409 with the tree as it is now), `recordedAt` when it was made on the device, `Idempotency-Key` the change.',
        params: TreeParams,
        headers: TreeUpdateHeaders,
        body: TreeLocation,
        response: {
          200: TreeAnswer,
          ...errorResponses(400, 401, 403, 404, 422),
          409: TreeConflict,
        },
      },
    },
    (request, reply) =>
      sendIdempotent(db, request, reply, {
        treeId: request.params.id,
        status: 200,
        run: (writeDb) =>
          updateTree(
            writeDb,
            request.userId,
            request.params.id,
            request.body,
            parseIfMatch(request.headers['if-match']),
          ),
        body: ({ tree, role }) => ({ tree: { ...tree, role } }),
        headers: (body) => ({ etag: etagOf((body as { tree: Tree }).tree.version) }),
      }),
  );

  await app.register(photoRoutes, { db, storage: photoStorage, maxBytes: photoMaxBytes });
  await app.register(harvestRoutes, { db });
  await app.register(historyRoutes, { db });
};
