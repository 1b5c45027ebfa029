// API reads started by the shell's entry (main.js) before the app's code has arrived, and
// handed to the shared HTTP client when the page asks for the same URL. On a phone the page's
// code takes seconds to download; its data can download meanwhile instead of after it.
// No imports: main.js runs this before the shared singletons load (it takes this file as
// `@grovekeeper/shared/early-gets`, outside the shared package). The reads are of data only,
// which the API answers alike in every language (only error texts follow Accept-Language, and
// a read that failed is never handed over).

/** The window property that holds the reads in flight (main.js and the client share it). */
const KEY = '__grovekeeperEarlyGets__';
/** How long a read started early waits for the page that asks for it. */
export const EARLY_GET_TTL_MS = 15_000;

interface EarlyGet {
  authorization: string | null;
  at: number;
  response: Promise<Response>;
  /** Its JSON body, once a first paint has read it (peekEarlyJson): see earlyJson. */
  json?: unknown;
}

type EarlyGets = Map<string, EarlyGet>;

function earlyGets(): EarlyGets {
  const holder = globalThis as unknown as Record<string, EarlyGets | undefined>;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** The Authorization header a read with `accessToken` carries (none signed out). */
function bearer(accessToken: string | null): string | null {
  return accessToken ? `Bearer ${accessToken}` : null;
}

/** The early read of `url` (resolved against the page), if one was started. */
function earlyGetOf(url: string): EarlyGet | undefined {
  return earlyGets().get(new URL(url, globalThis.location?.href).href);
}

/**
 * Starts GET `url` now with the stored access token (or none, for a public page), as the
 * shared client would send it. A failed read is not reported: the page then sends its own.
 */
export function startEarlyGet(url: string, accessToken: string | null): void {
  const href = new URL(url, globalThis.location?.href).href;
  const gets = earlyGets();
  if (gets.has(href)) return;
  const authorization = bearer(accessToken);
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  const response = fetch(href, { headers, credentials: 'include' });
  response.catch(() => undefined);
  gets.set(href, { authorization, at: Date.now(), response });
}

/**
 * The early answer to `request` (handed out once), when one was started in the last
 * EARLY_GET_TTL_MS for the same URL and token and it succeeded; otherwise undefined
 * and the client sends the request itself.
 */
export async function takeEarlyGet(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined;
  const gets = earlyGets();
  const early = gets.get(request.url);
  if (!early) return undefined;
  gets.delete(request.url);
  if (Date.now() - early.at > EARLY_GET_TTL_MS) return undefined;
  if (early.authorization !== request.headers.get('Authorization')) return undefined;
  try {
    const response = await early.response;
    return response.ok ? response : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The JSON body of the early read of `url`, read from a copy so the client still takes the
 * answer itself: for a first paint drawn before the app's code (a remote's first-paint.js),
 * or a second reader of the same data while the page loads (the shell's roles, beside the
 * dashboard's estates). Undefined when no read of `url` was started, it failed, the client
 * has taken it already, or it was sent with another token than `accessToken` (when given).
 */
export async function peekEarlyJson(url: string, accessToken?: string | null): Promise<unknown> {
  const early = earlyGetOf(url);
  if (!early) return undefined;
  if (accessToken !== undefined && early.authorization !== bearer(accessToken)) return undefined;
  try {
    const response = await early.response;
    if (!response.ok || response.bodyUsed) return undefined;
    const json: unknown = await response.clone().json();
    early.json = json;
    return json;
  } catch {
    return undefined;
  }
}

/** Forgets every early read (tests). */
export function forgetEarlyGets(): void {
  earlyGets().clear();
}

/**
 * The JSON body of the early read of `url` sent with `accessToken`, when a first paint has
 * read it already (peekEarlyJson) and the client has not taken it yet: the screen's first
 * render shows what the first paint showed instead of a loading state (useLoad's `initial`).
 */
export function earlyJson(url: string, accessToken: string | null): unknown {
  const early = earlyGetOf(url);
  if (!early || Date.now() - early.at > EARLY_GET_TTL_MS) return undefined;
  if (early.authorization !== bearer(accessToken)) return undefined;
  return early.json;
}
