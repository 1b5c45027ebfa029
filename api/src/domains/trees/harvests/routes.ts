import type { Database } from '../../../db';
import { normaliseBody } from '../../../lib/normalise';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import {
  HarvestAnswer,
  HarvestList,
  HarvestParams,
  HarvestStatusChange,
  NewHarvest,
  TreeParams,
  WriteHeaders,
} from '../schemas';
import { sendIdempotent } from '../idempotency/service';
import {
  addHarvest,
  changeHarvestStatus,
  editHarvest,
  listTreeHarvests,
  removeHarvest,
} from './service';

/** A tree's harvest records. Registered inside treesRoutes, which authenticates every request. */
export const harvestRoutes: AppPlugin<{ db: Database }> = async (app, { db }) => {
  const tags = ['trees'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/trees/:id/harvests',
    {
      schema: {
        tags,
        security,
        summary: "The tree's harvests, newest first (by date, then by recording time)",
        params: TreeParams,
        response: { 200: HarvestList, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      harvests: await listTreeHarvests(db, request.userId, request.params.id),
    }),
  );

  app.post(
    '/trees/:id/harvests',
    {
      schema: {
        tags,
        security,
        summary: 'Record a harvest (status Pending)',
        params: TreeParams,
        headers: WriteHeaders,
        body: NewHarvest,
        response: { 201: HarvestAnswer, ...errorResponses(400, 401, 403, 404, 422) },
      },
      preValidation: normaliseBody({ trim: ['notes'] }),
    },
    (request, reply) =>
      sendIdempotent(db, request, reply, {
        treeId: request.params.id,
        status: 201,
        run: (writeDb) => addHarvest(writeDb, request.userId, request.params.id, request.body),
        body: (harvest) => ({ harvest }),
      }),
  );

  app.put(
    '/trees/:id/harvests/:harvestId',
    {
      schema: {
        tags,
        security,
        summary: 'Set the status of a harvest (any but the current one)',
        params: HarvestParams,
        headers: WriteHeaders,
        body: HarvestStatusChange,
        response: { 200: HarvestAnswer, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    (request, reply) => {
      const { id, harvestId } = request.params;
      return sendIdempotent(db, request, reply, {
        treeId: id,
        status: 200,
        run: (writeDb) =>
          changeHarvestStatus(writeDb, request.userId, id, harvestId, request.body.status),
        body: (harvest) => ({ harvest }),
      });
    },
  );

  app.patch(
    '/trees/:id/harvests/:harvestId',
    {
      schema: {
        tags,
        security,
        summary:
          "Change a pending harvest's date, weight or notes (field staff: their own, for 24 hours)",
        params: HarvestParams,
        headers: WriteHeaders,
        body: NewHarvest,
        response: { 200: HarvestAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      preValidation: normaliseBody({ trim: ['notes'] }),
    },
    (request, reply) => {
      const { id, harvestId } = request.params;
      return sendIdempotent(db, request, reply, {
        treeId: id,
        status: 200,
        run: (writeDb) => editHarvest(writeDb, request.userId, id, harvestId, request.body),
        body: (harvest) => ({ harvest }),
      });
    },
  );

  app.delete(
    '/trees/:id/harvests/:harvestId',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a harvest (owner and managers: any; field staff: their own pending ones, for 24 hours)',
        params: HarvestParams,
        headers: WriteHeaders,
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    (request, reply) => {
      const { id, harvestId } = request.params;
      return sendIdempotent(db, request, reply, {
        treeId: id,
        status: 204,
        run: (writeDb) => removeHarvest(writeDb, request.userId, id, harvestId),
        body: () => null,
      });
    },
  );
};
