import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors';
import { sendErrorMessage } from '../lib/i18n/answer-error';
import { localiseError } from '../lib/i18n/errors';
import { acceptLanguage } from '../lib/i18n/request-language';
import { isServerPath } from './static-apps';

/**
 * Every failure answers `{ "error": "<readable message>", "code": "<stable code>" }` in
 * the request's language (lib/i18n: the signed-in user's saved language, else
 * Accept-Language, else English), with `Content-Language`. Messages of our own
 * HttpErrors and of Fastify's well-known client errors are safe to show; anything else
 * is a bug, logged with its stack and answered as a bare 500. Messages are thrown in
 * English; the catalogue (lib/i18n/errors.en.ts) gives each its code and other languages.
 */

/** Fastify's own client errors, reworded for people. */
export const FRAMEWORK_MESSAGES: Record<string, string> = {
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
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable (its database is not answering). Please try again in a moment.';

/** Socket errors of a lost or refused connection, and PostgreSQL's "cannot serve now" codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/** Whether an error means the database cannot be reached right now (not a bug). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // Node's AggregateError of a refused connection to every address of a host name.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

export async function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return sendErrorMessage(request, reply, error.statusCode, error.message, {
      details: error.details,
    });
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or out of reach: the request may be retried in a moment, and the
    // pool reconnects by itself once the server answers again.
    request.log.warn({ err: error }, 'Database unavailable');
    reply.header('retry-after', '5');
    return sendErrorMessage(request, reply, 503, DATABASE_UNAVAILABLE, { databaseDown: true });
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'Request failed');
    return sendErrorMessage(request, reply, 500, INTERNAL_ERROR);
  }
  // secure-json-parse rejects __proto__ payloads with a SyntaxError carrying status 400.
  const message =
    FRAMEWORK_MESSAGES[error.code] ??
    (error instanceof SyntaxError ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
    error.message;
  return sendErrorMessage(request, reply, status, message);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a URL or headers over the
 * 16 KB limit, bytes that are not HTTP): answered on the socket in the same `{ error }`
 * shape, instead of Fastify's default `{ error, message, statusCode }`, then closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request URL or headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request is not valid HTTP'];
  // No request object here: the language comes from the raw bytes' Accept-Language, if any.
  const language = acceptLanguage(rawHeader(error, 'accept-language'));
  const localised = localiseError(message, language) ?? { error: message, code: 'uncatalogued' };
  const body = JSON.stringify(localised);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Language: ${language}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** A header of the bytes Node's parser refused (`rawPacket`), when they hold one. */
function rawHeader(error: NodeJS.ErrnoException, name: string): string | undefined {
  const packet = (error as { rawPacket?: unknown }).rawPacket;
  if (!Buffer.isBuffer(packet)) return undefined;
  const text = packet.subarray(0, 64 * 1024).toString('latin1');
  const found = new RegExp(`^${name}:[ \\t]*([^\\r\\n]*)`, 'im').exec(text);
  return found?.[1];
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
    return sendErrorMessage(request, reply, 404, 'Not found');
  });
}

function isSpaNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isServerPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}
