import type { FastifyRequest } from 'fastify';
import type { AuthRateLimitConfig } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { createMemoryRateLimitStore, createRateLimiter } from '../../lib/rate-limiter';
import type { RateLimitStore } from '../../lib/rate-limiter';

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  // Two whole sentences (not a plural suffix), as the error catalogues hold them.
  return minutes === 1
    ? 'Too many attempts. Please try again in 1 minute.'
    : `Too many attempts. Please try again in ${minutes} minutes.`;
}

/**
 * A preValidation hook shared by sign-in and sign-up: every attempt counts against the
 * client address and against the (normalised) email it names, whatever its outcome, so
 * neither guessing many passwords for one account nor spraying many accounts from one
 * address gets far. Runs before validation so malformed attempts count too. The counts
 * live in `store`: Redis shared by the replicas when REDIS_URL is set (see app.ts), else
 * this process's memory.
 */
export function authRateLimit(
  config: AuthRateLimitConfig,
  store: RateLimitStore = createMemoryRateLimitStore(),
) {
  const windowMs = config.windowSeconds * 1000;
  const byAddress = createRateLimiter({ max: config.ipMax, windowMs, store, name: 'auth-ip' });
  const byEmail = createRateLimiter({ max: config.emailMax, windowMs, store, name: 'auth-email' });

  return async function limitAuthAttempts(request: FastifyRequest): Promise<void> {
    const email = emailOf(request.body);
    const results = await Promise.all([
      byAddress.hit(request.ip),
      ...(email ? [byEmail.hit(email)] : []),
    ]);
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
