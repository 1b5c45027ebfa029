import type { AppRuntimeConfig } from '../../config';
import type { Database } from '../../db';
import { sendErrorMessage } from '../../lib/i18n/answer-error';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { HealthResponse, RuntimeConfigResponse } from './schemas';
import { databaseAnswers } from './service';

/** Start-up and liveness endpoints that need no sign-in. */
export const systemRoutes: AppPlugin<{ db: Database; runtime: AppRuntimeConfig }> = async (
  app,
  { db, runtime },
) => {
  app.get(
    '/config/app.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Runtime configuration of the front-end (API base, map settings, remote URLs)',
        response: { 200: RuntimeConfigResponse },
      },
    },
    // Read on every start-up of the shell: a redeploy with new remote URLs must be seen at once.
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(runtime),
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check, for start-up waits and container health checks',
        response: { 200: HealthResponse, ...errorResponses(503) },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (!(await databaseAnswers(db, request.log))) {
        return sendErrorMessage(request, reply, 503, 'Database unavailable', {
          databaseDown: true,
        });
      }
      return { status: 'ok' as const };
    },
  );
};
