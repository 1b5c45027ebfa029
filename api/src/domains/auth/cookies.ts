import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh cookie, read and written by hand: it is one cookie with a base64url
 * value that needs no encoding, and @fastify/cookie 11 loads the ESM-only `cookie`
 * package through a dynamic import() that jest's CommonJS runtime cannot perform.
 */
export const REFRESH_COOKIE = 'gk_refresh';
/** The browser sends the cookie to the auth routes only, never to the rest of the API. */
const COOKIE_PATH = '/api/auth';

export interface RefreshCookieOptions {
  secure: boolean;
  ttlDays: number;
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === REFRESH_COOKIE) {
      const value = pair.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  options: RefreshCookieOptions,
) {
  reply.header('set-cookie', serialize(token, options.ttlDays * 24 * 60 * 60, options.secure));
}

export function clearRefreshCookie(reply: FastifyReply, options: RefreshCookieOptions) {
  reply.header('set-cookie', serialize('', 0, options.secure));
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${REFRESH_COOKIE}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(maxAgeSeconds === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}
