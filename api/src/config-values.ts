/**
 * Readers of single environment values for config.ts: each answers the parsed value, or the
 * fallback when the variable is unset, and throws a ConfigError naming the variable when its
 * value is malformed.
 */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads a variable: trimmed, undefined when unset or empty. */
export type Read = (name: string) => string | undefined;

export function integer(
  read: Read,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = read(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** An absolute http(s) URL (services the API calls). */
export function httpUrl(read: Read, name: string, fallback: string): string {
  const raw = read(name);
  if (raw === undefined) return fallback;
  if (!originOf(raw)) throw new ConfigError(`${name} must be an absolute http(s) URL`);
  return raw;
}

/**
 * A Redis URL as ioredis reads it: redis:// (or rediss:// for TLS), a host, an optional
 * port, user and password, and an optional database number. The value is not repeated in
 * the message: it may hold a password.
 */
export function redisUrl(read: Read, name: string): string | null {
  const raw = read(name);
  if (raw === undefined) return null;
  const url = parsedUrl(raw);
  if (
    !url ||
    !['redis:', 'rediss:'].includes(url.protocol) ||
    url.hostname === '' ||
    !/^(\/\d*)?$/.test(url.pathname) ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new ConfigError(
      `${name} must be a Redis URL like redis://redis:6379 (redis:// or rediss://, a host, optionally a port, a password and a database number: redis://:password@host:6379/0)`,
    );
  }
  return raw;
}

/** The URL `raw` names, or null when it is not one. */
function parsedUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/**
 * An SMTP server as nodemailer reads it: smtp:// (STARTTLS when offered) or smtps:// (TLS
 * from the start), a host, an optional port, user and password. The value is not repeated
 * in the message: it may hold a password.
 */
export function smtpUrl(read: Read, name: string): string | null {
  const raw = read(name);
  if (raw === undefined) return null;
  const url = parsedUrl(raw);
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '') {
    throw new ConfigError(
      `${name} must be an SMTP URL like smtp://user:password@mail.example.com:587 (smtp:// or smtps://, a host, optionally a port, a user and a password)`,
    );
  }
  return raw;
}

export function boolean(read: Read, name: string, fallback: boolean): boolean {
  const raw = read(name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/** Origins are compared exactly by the CORS plugin, so normalise them the way browsers send them. */
export function origins(read: Read, name: string): string[] {
  const raw = read(name);
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin)
        throw new ConfigError(`${name} entries must be origins like https://example.com`);
      return origin;
    });
}

export function trustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  // A hop count, or a comma-separated list of proxy addresses/CIDRs (Fastify accepts both).
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** The origin of an absolute http(s) URL, else null (relative URLs are same-origin). */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
