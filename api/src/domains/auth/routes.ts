import { Type } from '@sinclair/typebox';
import type { AppConfig } from '../../config';
import type { Database } from '../../db';
import type { RateLimitStore } from '../../lib/rate-limiter';
import { sendErrorMessage } from '../../lib/i18n/answer-error';
import { acceptLanguage } from '../../lib/i18n/request-language';
import { normaliseBody } from '../../lib/normalise';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { clearRefreshCookie, readRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './cookies';
import { authRateLimit } from './rate-limit';
import { AccessTokenResponse, LoginBody, RegisterBody, UserSummary } from './schemas';
import { createAuthService, SESSION_EXPIRED } from './service';

export interface AuthRoutesOptions {
  db: Database;
  config: Pick<AppConfig, 'authRateLimit' | 'cookieSecure' | 'refreshTokenTtlDays'>;
  /** Where sign-in and sign-up attempts are counted; default: this process's memory. */
  rateLimitStore?: RateLimitStore;
}

/** Sign-up, sign-in and the refresh-cookie session. Mounted at /api/auth. */
export const authRoutes: AppPlugin<AuthRoutesOptions> = async (
  app,
  { db, config, rateLimitStore },
) => {
  const auth = createAuthService({
    db,
    signAccessToken: app.signAccessToken,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
  });
  const cookieOptions = { secure: config.cookieSecure, ttlDays: config.refreshTokenTtlDays };
  const normalise = normaliseBody({
    trim: ['name', 'email', 'language'],
    lowercase: ['email', 'language'],
  });
  const limit = authRateLimit(config.authRateLimit, rateLimitStore);
  const tags = ['auth'];

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account',
        body: RegisterBody,
        response: { 201: UserSummary, ...errorResponses(400, 409, 429) },
      },
      preValidation: [normalise, limit],
    },
    async (request, reply) => {
      const fromHeader = acceptLanguage(request.headers['accept-language']);
      return reply.code(201).send(await auth.register(request.body, fromHeader));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        description: `Answers an access token and sets the HttpOnly \`${REFRESH_COOKIE}\` refresh cookie.`,
        body: LoginBody,
        response: { 200: AccessTokenResponse, ...errorResponses(400, 401, 429) },
      },
      preValidation: [normalise, limit],
    },
    async (request, reply) => {
      const session = await auth.login(request.body);
      setRefreshCookie(reply, session.refreshToken, cookieOptions);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange the refresh cookie for a new access token',
        description:
          'Rotates the cookie. Presenting an already used cookie ends the whole session.',
        response: { 200: AccessTokenResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const session = await auth.refresh(readRefreshCookie(request));
      if (!session) {
        clearRefreshCookie(reply, cookieOptions);
        return sendErrorMessage(request, reply, 401, SESSION_EXPIRED);
      }
      setRefreshCookie(reply, session.refreshToken, cookieOptions);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revoke the refresh cookie and clear it',
        response: { 204: Type.Null({ description: 'Signed out' }) },
      },
    },
    async (request, reply) => {
      await auth.logout(readRefreshCookie(request));
      clearRefreshCookie(reply, cookieOptions);
      return reply.code(204).send(null);
    },
  );
};
