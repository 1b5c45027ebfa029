import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors';
import { isServerPath } from './static-apps';

/**
 * Every failure answers `{ "error": "<readable message>" }`. Messages of our own
 * HttpErrors and of Fastify's well-known client errors are safe to show; anything else
 * is a bug, logged with its stack and answered as a bare 500.
 */

/** Fastify's own client errors, reworded for people. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body must not be empty',
  FST_ERR_BAD_URL: 'The request URL is malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'The request URL is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
};

export const INTERNAL_ERROR = 'Internal server error';

export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'Request failed');
    return reply.code(500).send({ error: INTERNAL_ERROR });
  }
  // secure-json-parse rejects __proto__ payloads with a SyntaxError carrying status 400.
  const message =
    FRAMEWORK_MESSAGES[error.code] ??
    (error instanceof SyntaxError ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
    error.message;
  return reply.code(status).send({ error: message });
}

export interface NotFoundOptions {
  /** The shell's build folder when it is served: HTML navigations fall back to its index.html. */
  spaRoot: string | null;
}

export function installErrorHandling(app: FastifyInstance, { spaRoot }: NotFoundOptions): void {
  app.setErrorHandler(sendError);

  app.setNotFoundHandler((request, reply) => {
    if (spaRoot && isSpaNavigation(request)) {
      // Deep links like /estates/42 are client-side routes of the shell.
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', spaRoot);
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}

function isSpaNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isServerPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}
