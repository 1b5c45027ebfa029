import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { isId } from '../lib/ids';
import { unauthorized } from '../lib/http-errors';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { userId: string };
    user: { userId: string; iat: number; exp: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest/preHandler hook: refuses the request with 401 unless it carries a valid access token. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Signs a short-lived access token for the user. */
    signAccessToken(userId: string): string;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`. */
    userId: string;
  }
}

export interface AuthGuardOptions {
  secret: string;
  accessTokenTtlSeconds: number;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Tokens already verified, by their exact text, until their own expiry: a signed token's
 * text determines its claims, so a client's next requests skip the HMAC and the claims
 * checks. Bounded; the oldest entries go first.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { userId: string; expiresAt: number }>();

  constructor(private readonly maxEntries = 10_000) {}

  get(token: string, now = Date.now()): string | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.entries.delete(token);
      return null;
    }
    return entry.userId;
  }

  set(token: string, userId: string, expiresAt: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { userId, expiresAt });
  }
}

/**
 * Access tokens: HS256 JWTs carrying `{ userId }`, iat and exp. Only HS256 is accepted,
 * so tokens re-signed with another algorithm (or "none") are refused like tampered ones.
 */
export const authGuard = fp<AuthGuardOptions>(
  async (app, { secret, accessTokenTtlSeconds }) => {
    await app.register(fastifyJwt, {
      secret,
      // @fastify/jwt reads numeric time spans as seconds (fast-jwt itself counts milliseconds).
      sign: { algorithm: 'HS256', expiresIn: accessTokenTtlSeconds },
      verify: { algorithms: ['HS256'] },
    });

    app.decorateRequest('userId', '');

    app.decorate('signAccessToken', (userId: string) => app.jwt.sign({ userId }));

    const verified = new VerifiedTokens();
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw unauthorized('Authentication required');
      const token = BEARER.exec(header)?.[1];
      if (!token) throw unauthorized('Invalid or expired token');
      const known = verified.get(token);
      if (known) {
        request.userId = known;
        return;
      }
      let claims: FastifyRequest['user'];
      try {
        claims = app.jwt.verify<FastifyRequest['user']>(token);
      } catch {
        throw unauthorized('Invalid or expired token');
      }
      if (!isId(claims.userId)) throw unauthorized('Invalid or expired token');
      verified.set(token, claims.userId, claims.exp * 1000);
      request.userId = claims.userId;
    });
  },
  { name: 'auth-guard' },
);
