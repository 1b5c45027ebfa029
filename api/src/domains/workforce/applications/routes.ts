import type { Database } from '../../../db';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import {
  ApplicationList,
  ApplicationParams,
  ApplicationsQuery,
  ApplicationStatusChange,
  NewWorkforceApplication,
  OneApplication,
} from './schemas';
import { applyToJob, changeApplicationStatus, listReceived, listSent } from './service';
import { callerOf, security, tags } from '../jobs/http';
import { JobListingParams } from '../jobs/schemas';
import { checkNewApplication } from '../jobs/validation';

/**
 * Job applications, registered by workforceJobsRoutes (so under its prefix and its
 * authentication hook). The static path /applications/my wins over /applications/:id.
 */
export const applicationsRoutes: AppPlugin<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/job-listings/:id/apply',
    {
      schema: {
        tags,
        security,
        summary: 'Apply to a job listing',
        description:
          "404 when the listing is not visible to the caller (drafts, closed and private listings of others); 403 'You cannot apply to your own job listing'; 409 when it is not accepting applications, its deadline has passed, it has reached maxApplications (withdrawn applications do not count) or the caller already applied.",
        params: JobListingParams,
        body: NewWorkforceApplication,
        response: { 201: OneApplication, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: checkNewApplication,
    },
    async (request, reply) => {
      const application = await applyToJob(db, callerOf(request), request.params.id, request.body);
      return reply.code(201).send({ application });
    },
  );

  app.get(
    '/applications',
    {
      schema: {
        tags,
        security,
        summary: "Applications received on the caller's listings, newest first",
        querystring: ApplicationsQuery,
        response: { 200: ApplicationList, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      applications: await listReceived(db, request.userId, request.query.status || undefined),
    }),
  );

  app.get(
    '/applications/my',
    {
      schema: {
        tags,
        security,
        summary: 'Applications the caller sent, newest first',
        response: { 200: ApplicationList, ...errorResponses(401) },
      },
    },
    async (request) => ({ applications: await listSent(db, request.userId) }),
  );

  app.put(
    '/applications/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Approve, reject or withdraw an application',
        description:
          "The employer: pending -> approved | rejected, approved -> rejected, rejected -> approved. The applicant: pending -> withdrawn only (403 for other statuses). 404 'Application not found' to anyone else; 409 for any other move.",
        params: ApplicationParams,
        body: ApplicationStatusChange,
        response: { 200: OneApplication, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      application: await changeApplicationStatus(
        db,
        callerOf(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );
};
