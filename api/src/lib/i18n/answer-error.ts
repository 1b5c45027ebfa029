import type { FastifyReply, FastifyRequest } from 'fastify';
import { localiseError } from './errors';
import { acceptLanguage, requestLanguage } from './request-language';
import type { Language } from './request-language';

/**
 * Under test, a message the catalogue does not know fails the request loudly (500), so
 * an error without a code and a Greek text fails the test that meets it.
 */
const STRICT_CATALOGUE = process.env.NODE_ENV === 'test';

/**
 * Answers `status` with `message` (English, as thrown) in the request's language. The
 * saved language is not looked up when the database is the problem.
 */
export async function sendErrorMessage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  options: { databaseDown?: boolean; details?: Record<string, unknown> } = {},
): Promise<FastifyReply> {
  const language: Language = options.databaseDown
    ? acceptLanguage(request.headers['accept-language'])
    : await requestLanguage(request);
  const localised = localiseError(message, language);
  if (!localised) {
    if (STRICT_CATALOGUE) {
      request.log.error({ message }, 'Uncatalogued error message');
      return reply
        .code(500)
        .header('content-language', 'en')
        .send({ error: `Uncatalogued error message: ${message}`, code: 'uncatalogued' });
    }
    request.log.warn({ message }, 'Uncatalogued error message (answered in English)');
    return reply
      .code(status)
      .header('content-language', 'en')
      .send({ error: message, code: 'uncatalogued' });
  }
  return reply
    .code(status)
    .header('content-language', language)
    .send(options.details ? { ...options.details, ...localised } : localised);
}
