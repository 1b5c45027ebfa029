import type { Database } from '../../../db';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import { applicationsRoutes } from '../applications/routes';
import { BROWSE_LIMIT } from '../constants';
import {
  BrowseAnswer,
  JobListingList,
  JobListingParams,
  JobListingQuery,
  JobListingUpdate,
  NewJobListing,
  OneJobListing,
} from './schemas';
import {
  browseJobListings,
  createJobListing,
  deleteJobListing,
  getJobListing,
  listMyJobListings,
  updateJobListing,
} from './service';
import { callerOf, security, tags } from './http';
import { checkJobListingUpdate, checkNewJobListing } from './validation';

export interface WorkforceJobsOptions {
  db: Database;
}

/**
 * Job listings and job applications. Mounted at /api/workforce. The static path
 * /job-listings/my wins over /job-listings/:id in Fastify's router.
 */
export const workforceJobsRoutes: AppPlugin<WorkforceJobsOptions> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/job-listings',
    {
      schema: {
        tags,
        security,
        summary: 'Browse Jobs: active public listings still open for applications, newest first',
        description: `Drafts, closed, private, invite-only listings and listings whose applicationDeadline is before today (Europe/Athens) are never listed; the caller's own active public ones are (isOwnedByMe). At most the ${BROWSE_LIMIT} newest matching listings are answered.`,
        querystring: JobListingQuery,
        response: { 200: BrowseAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      jobListings: await browseJobListings(db, request.userId, request.query),
    }),
  );

  app.get(
    '/job-listings/my',
    {
      schema: {
        tags,
        security,
        summary: "The caller's listings in every status, newest first, with application counts",
        response: { 200: JobListingList, ...errorResponses(401) },
      },
    },
    async (request) => ({ jobListings: await listMyJobListings(db, request.userId) }),
  );

  app.get(
    '/job-listings/:id',
    {
      schema: {
        tags,
        security,
        summary: "One job listing, with its estate, employer and the caller's own application",
        description:
          "Visible to its owner and to anyone who applied to it always; to everyone else while it is active and public or invite-only. 404 'Job listing not found' otherwise.",
        params: JobListingParams,
        response: { 200: OneJobListing, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      jobListing: await getJobListing(db, request.userId, request.params.id),
    }),
  );

  app.post(
    '/job-listings',
    {
      schema: {
        tags,
        security,
        summary: "Post a job listing on one of the caller's estates, as a draft or published",
        description:
          "400 'Please fill in all required fields' without a title, description or estate; 404 'Estate not found' for an estate that is not the caller's. Coordinates are the estate's centre; an empty location is the estate's address.",
        body: NewJobListing,
        response: { 201: OneJobListing, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: checkNewJobListing,
    },
    async (request, reply) => {
      const jobListing = await createJobListing(db, callerOf(request), request.body);
      return reply.code(201).send({ jobListing });
    },
  );

  app.put(
    '/job-listings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit, publish, close or activate a job listing (the owner only)',
        description:
          "404 to anyone but the owner. Status moves: draft -> active, closed -> active, active -> closed; anything else (active -> draft, closed -> closed...) 409 with the reason. 400 'Please fill in all required fields (Title, Description, Estate, Start Date).' for a full listing without them.",
        params: JobListingParams,
        body: JobListingUpdate,
        response: { 200: OneJobListing, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: checkJobListingUpdate,
    },
    async (request) => ({
      jobListing: await updateJobListing(db, callerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/job-listings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a job listing with its applications (the owner only)',
        description: '404 to anyone but the owner.',
        params: JobListingParams,
        response: { 204: { type: 'null' }, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteJobListing(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  await app.register(applicationsRoutes, { db });
};
