import type { FastifyRequest } from 'fastify';
import { isId } from '../ids';

/** The product's languages: English (the fallback) and Greek. */
export const LANGUAGES = ['en', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'el';
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The saved language of a user (null when the user is unknown); decorated by
     * `installRequestLanguage`. Absent in apps built without it (Accept-Language only).
     */
    savedLanguage?: (userId: string) => Promise<Language | null>;
  }
}

/**
 * The best of the product's languages for an Accept-Language header: the highest q-value
 * whose primary subtag is en or el (`el-GR,el;q=0.9,en;q=0.8` → el, `en-US,el;q=0.5` →
 * en); `*` and anything else (`fr`) → en; q=0 refuses a language. Ties keep the header's order.
 */
export function acceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .slice(0, 1024)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q, index };
    })
    .filter((range) => range.primary !== '' && Number.isFinite(range.q) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (isLanguage(range.primary)) return range.primary;
    if (range.primary === '*') return DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The signed-in user of a request: the one `app.authenticate` set, else (on routes
 * without it, e.g. an unknown URL) a valid Bearer token's user; null when signed out.
 */
function signedInUser(request: FastifyRequest): string | null {
  if (request.userId) return request.userId;
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const jwt = (request.server as { jwt?: { verify(token: string): unknown } }).jwt;
  if (!token || !jwt) return null;
  try {
    const claims = jwt.verify(token) as { userId?: unknown };
    return typeof claims.userId === 'string' && isId(claims.userId) ? claims.userId : null;
  } catch {
    return null;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Language>>();

/**
 * The language to answer a request in: the signed-in user's saved language, else the
 * best match of Accept-Language, else English. The saved language is read only when
 * asked (an error answer, or a route that needs it: PDFs, CSV), once per request.
 */
export async function requestLanguage(request: FastifyRequest): Promise<Language> {
  let language = cache.get(request);
  if (!language) {
    language = resolveLanguage(request);
    cache.set(request, language);
  }
  return language;
}

async function resolveLanguage(request: FastifyRequest): Promise<Language> {
  const userId = signedInUser(request);
  const lookup = request.server.savedLanguage;
  if (userId && lookup) {
    try {
      const saved = await lookup(userId);
      if (saved) return saved;
    } catch (error) {
      // The database is out of reach: the header still says what the client reads.
      request.log.warn({ err: error }, 'Saved language unavailable');
    }
  }
  return acceptLanguage(request.headers['accept-language']);
}
