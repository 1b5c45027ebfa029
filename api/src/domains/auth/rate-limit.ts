import type { FastifyRequest } from 'fastify';
import type { AuthRateLimitConfig } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { createRateLimiter } from '../../lib/rate-limiter';

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * A preValidation hook shared by sign-in and sign-up: every attempt counts against the
 * client address and against the (normalised) email it names, whatever its outcome, so
 * neither guessing many passwords for one account nor spraying many accounts from one
 * address gets far. Runs before validation so malformed attempts count too.
 */
export function authRateLimit(config: AuthRateLimitConfig) {
  const windowMs = config.windowSeconds * 1000;
  const byAddress = createRateLimiter({ max: config.ipMax, windowMs });
  const byEmail = createRateLimiter({ max: config.emailMax, windowMs });

  return async function limitAuthAttempts(request: FastifyRequest): Promise<void> {
    const results = [byAddress.hit(request.ip)];
    const email = emailOf(request.body);
    if (email) results.push(byEmail.hit(email));
    const refused = results.filter((result) => !result.allowed);
    if (refused.length === 0) return;
    const retryAfter = Math.max(...refused.map((result) => result.retryAfterSeconds));
    throw new HttpError(429, tooManyAttemptsMessage(retryAfter), {
      'retry-after': String(retryAfter),
    });
  };
}

function emailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}
