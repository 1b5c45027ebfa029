/**
 * Reads the user id from a JWT without verifying it (the server verifies; the client
 * only needs to know who is signed in). The claim is looked up as `userId`, then
 * `user_id`, then `id`, as the spec requires. Returns null for anything undecodable,
 * and logs it: the spec wants a token that cannot be decoded to be logged.
 */
export function decodeUserId(token: string | null | undefined): string | null {
  if (!token) return null;
  const payload = decodeJwtPayload(token);
  if (!payload) {
    console.warn('Could not decode the access token');
    return null;
  }
  for (const key of ['userId', 'user_id', 'id'] as const) {
    const value = payload[key];
    if (typeof value === 'string' && value.length > 0) return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** The payload of a JWT as an object, or null when the token is malformed. Never throws. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
