import type { Database } from '../../../db';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import { callerOf } from '../../../lib/actor';
import { directoryFilters, workerPage } from '../directory/filters';
import { WorkerDirectory } from '../directory/worker-directory';
import { deleteProfile, getProfile, saveProfile } from '../profile/service';
import { checkProfileInput } from '../profile/validation';
import { rateWorker } from '../ratings/service';
import {
  ApplicationParams,
  RatingAnswer,
  RatingInput,
  WorkerPage,
  WorkerProfileAnswer,
  WorkerProfileInput,
  WorkerProfileSaved,
  WorkersQuery,
} from './schemas';

export interface WorkforceWorkersOptions {
  db: Database;
}

/** Worker profiles, the worker directory and ratings. Mounted at /api/workforce. */
export const workforceWorkersRoutes: AppPlugin<WorkforceWorkersOptions> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['workforce'];
  const security = [{ bearerAuth: [] }];
  // One per API process; on PostgreSQL every search checks workers_version first.
  const directory = new WorkerDirectory();
  if (db.listenInProcess) {
    const stop = await db.listenInProcess('workers_changed', () => directory.invalidate());
    directory.notified = true;
    app.addHook('onClose', async () => {
      directory.notified = false;
      await stop();
    });
  }

  app.get(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: "The caller's own worker profile (null when they have none)",
        response: { 200: WorkerProfileAnswer, ...errorResponses(401) },
      },
    },
    async (request) => ({ profile: await getProfile(db, request.userId) }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: "Create or update the caller's worker profile",
        description:
          "Fields left out keep their value. published: false hides the profile from Find Workers; publishing needs at least one skill (400 'Add at least one skill before publishing your profile'). rating and updatedAt are ignored if sent back.",
        body: WorkerProfileInput,
        response: { 200: WorkerProfileSaved, ...errorResponses(400, 401) },
      },
      preValidation: checkProfileInput,
    },
    async (request) => ({ profile: await saveProfile(db, callerOf(request), request.body) }),
  );

  app.delete(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: "Delete the caller's worker profile (their ratings stay)",
        response: { 204: { type: 'null' }, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteProfile(db, callerOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/workers',
    {
      schema: {
        tags,
        security,
        summary: 'Find workers: published profiles, filtered and paged on the server',
        description:
          'With lat and lng (both or neither): workers within maxDistance km by great-circle distance, nearest first, each with its distance; without: best rated first. skills is comma-joined and every one is required.',
        querystring: WorkersQuery,
        response: { 200: WorkerPage, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const filters = directoryFilters(request.query);
      return workerPage(await directory.search(db, filters), filters);
    },
  );

  app.post(
    '/applications/:id/rating',
    {
      schema: {
        tags,
        security,
        summary: 'Rate the worker of an approved application, 1 to 5 (the employer, once)',
        description:
          "403 for the applicant, 404 for anyone but the employer, 409 'You can rate a worker only for an approved application' or 'You have already rated this worker for this job'.",
        params: ApplicationParams,
        body: RatingInput,
        response: { 201: RatingAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await rateWorker(db, callerOf(request), request.params.id, request.body.score);
      return reply.code(201).send(answer);
    },
  );
};
