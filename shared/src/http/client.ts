import { currentLanguage } from '../i18n/instance';
import ky from 'ky';
import type { KyInstance } from 'ky';
import { peekRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../token/token-store';
import { earlyJson, peekEarlyJson, takeEarlyGet } from './early-gets';
import { useServerErrorText } from './errors';

const RETRIED_HEADER = 'x-grovekeeper-retried';

/** The API origin: the configured base URL, else the page's own origin. */
export function apiBaseUrl(): string {
  const configured = peekRuntimeConfig()?.apiBaseUrl ?? '';
  return (configured || window.location.origin).replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${apiBaseUrl()}/${path.replace(/^\/+/, '')}`;
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Exchanges the HttpOnly refresh cookie for a new access token. Concurrent 401s share
 * one refresh, because the server rotates the cookie and would treat a second use of
 * the old one as token theft. Only the server refusing the cookie ends the session: no
 * network (in the field), a restarting server or a busy gateway keep the user signed in.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= (async () => {
    try {
      const response = await fetch(apiUrl('/api/auth/refresh'), {
        method: 'POST',
        credentials: 'include',
      });
      if (response.status === 401 || response.status === 403) useAuthStore.getState().clear();
      if (!response.ok) return null;
      const body = (await response.json()) as { accessToken?: unknown };
      if (typeof body.accessToken !== 'string') return null;
      useAuthStore.getState().setToken(body.accessToken);
      return body.accessToken;
    } catch {
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

function createClient(): KyInstance {
  return ky.create({
    retry: 0,
    timeout: 30_000,
    credentials: 'include',
    hooks: {
      beforeRequest: [
        (request) => {
          const token = useAuthStore.getState().accessToken;
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
          // The server answers in the user's saved language, else in this one.
          if (!request.headers.has('Accept-Language')) {
            request.headers.set('Accept-Language', currentLanguage());
          }
        },
        // A read the shell's entry started before this code arrived (early-gets.ts).
        (request) => takeEarlyGet(request),
      ],
      afterResponse: [
        async (request, _options, response) => {
          // Silent refresh, once: a second 401 after a fresh token means the session is over.
          if (response.status !== 401 || request.headers.has(RETRIED_HEADER)) return response;
          if (!request.headers.has('Authorization')) return response;
          const token = await refreshAccessToken();
          if (!token) return response;
          const retry = new Request(request);
          retry.headers.set('Authorization', `Bearer ${token}`);
          retry.headers.set(RETRIED_HEADER, '1');
          return ky(retry, { retry: 0, hooks: { beforeError: [useServerErrorText] } });
        },
      ],
      beforeError: [useServerErrorText],
    },
  });
}

let client: KyInstance | null = null;

/** The shared HTTP client. Paths are absolute API paths: `http.get(apiUrl('/api/profile'))`. */
export function httpClient(): KyInstance {
  client ??= createClient();
  return client;
}

/**
 * The answer to GET `path` (an API path with its query) that the page's first paint drew
 * from before the app's code ran (early-gets.ts), while the client has not taken it yet:
 * a screen's first render shows it at once (useLoad's `initial`). Undefined otherwise.
 */
export function earlyAnswer(path: string): unknown {
  return earlyJson(apiUrl(path), useAuthStore.getState().accessToken);
}

/**
 * The answer to GET `path` read early for this user, from a copy that leaves it to the
 * screen whose read it is (a second reader while the page loads: the shell's roles beside the
 * dashboard's estates). Undefined when there is none: the caller then asks the server.
 */
export function peekEarlyAnswer(path: string): Promise<unknown> {
  return peekEarlyJson(apiUrl(path), useAuthStore.getState().accessToken);
}

export const api = {
  get: <T>(path: string, searchParams?: Record<string, string | number | boolean>) =>
    httpClient().get(apiUrl(path), { searchParams }).json<T>(),
  post: <T>(path: string, json?: unknown) => httpClient().post(apiUrl(path), { json }).json<T>(),
  put: <T>(path: string, json?: unknown) => httpClient().put(apiUrl(path), { json }).json<T>(),
  patch: <T>(path: string, json?: unknown) => httpClient().patch(apiUrl(path), { json }).json<T>(),
  delete: async (path: string): Promise<void> => {
    await httpClient().delete(apiUrl(path));
  },
  /** Multipart upload; the browser sets the boundary header. */
  upload: <T>(path: string, body: FormData) => httpClient().post(apiUrl(path), { body }).json<T>(),
};
