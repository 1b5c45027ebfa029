import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import { conflict, notFound } from '../../lib/http-errors';
import { localiseError } from '../../lib/i18n/errors';
import { requestLanguage } from '../../lib/i18n/request-language';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import type { JobQueue } from './queue';
import { findJobFile } from './repository';
import type { JobRecord } from './repository';
import { JobEnvelope, JobParams } from './schemas';
import type { JobAnswer } from './schemas';

export const JOB_NOT_FOUND = 'Job not found';
export const JOB_FINISHED = 'This job has already finished, so it cannot be cancelled';
export const JOB_FILE_NOT_FOUND = 'This job has no file to download';

/** True when the client asked for a job (`Prefer: respond-async`, RFC 7240). */
export function wantsJob(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const values = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  return values.split(/[,;]/).some((value) => value.trim().toLowerCase() === 'respond-async');
}

/** What a job answers: its `error` in the caller's language. */
export async function describeJob(request: FastifyRequest, job: JobRecord): Promise<JobAnswer> {
  const answer: JobAnswer = {
    id: job.id,
    kind: job.kind,
    state: job.state,
    progress: job.progress,
    result: job.result ?? null,
  };
  if (job.state === 'failed' && job.error) {
    const language = await requestLanguage(request);
    answer.error = localiseError(job.error, language)?.error ?? job.error;
  }
  return answer;
}

/** 202 `{ job }` for a route that started one. */
export async function sendJobAccepted(
  request: FastifyRequest,
  reply: FastifyReply,
  job: JobRecord,
): Promise<FastifyReply> {
  return reply
    .code(202)
    .header('location', `/api/jobs/${job.id}`)
    .header('preference-applied', 'respond-async')
    .send({ job: await describeJob(request, job) });
}

/** The accepted answer's schema, for routes that can start a job. */
export const JobAccepted = JobEnvelope;

/**
 * GET /api/jobs/:id, DELETE /api/jobs/:id (cancel) and GET /api/jobs/:id/file (an export's
 * download). Only the job's owner sees it: anyone else's job answers 404.
 */
export const jobsRoutes: AppPlugin<{ db: Database; queue: JobQueue }> = async (
  app,
  { db, queue },
) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['jobs'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A job of the caller: its state, progress (0..100) and, when done, its result',
        params: JobParams,
        response: { 200: JobEnvelope, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const job = await queue.current(request.userId, request.params.id);
      if (!job) throw notFound(JOB_NOT_FOUND);
      return { job: await describeJob(request, job) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Cancel a queued or running job of the caller; a running one stops before its next step',
        description: 'Answers the job, cancelled (again: the same). 409 when it already finished.',
        params: JobParams,
        response: { 200: JobEnvelope, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const job = await queue.cancel(request.userId, request.params.id);
      if (!job) throw notFound(JOB_NOT_FOUND);
      if (job.state !== 'cancelled') throw conflict(JOB_FINISHED);
      return { job: await describeJob(request, job) };
    },
  );

  app.get(
    '/:id/file',
    {
      schema: {
        tags,
        security,
        summary: 'The file a finished export job made, as a download',
        params: JobParams,
        produces: ['application/geo+json', 'application/vnd.google-earth.kml+xml', 'text/csv'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await findJobFile(db, request.userId, request.params.id);
      if (!file) throw notFound(JOB_FILE_NOT_FOUND);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
};
