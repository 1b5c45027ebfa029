import { setRuntimeConfig } from '../src/config/runtime-config';
import type { AppRuntimeConfig } from '../src/config/runtime-config';

/**
 * HTTP test helpers (`@grovekeeper/shared/testing/http`) for tests of the shared client and of
 * the reads made before the app's code (early reads, first paints).
 */

/** The fetch a test file answers with: `(url or Request, init)`. */
export type FetchMock = jest.Mock<Promise<Response>, [Request | string, RequestInit?]>;

/**
 * For a test file on Node's own fetch primitives (`@jest-environment node`: jsdom has no
 * Request or Response): the API is `http://api.test` and `fetchMock` answers every request.
 * Call at the file's top level.
 */
export function answerApiWith(fetchMock: FetchMock): void {
  beforeAll(() => {
    setRuntimeConfig({
      apiBaseUrl: 'http://api.test',
      googleMapsApiKey: '',
      mapTileUrl: '',
      mapTileAttribution: '',
      remotes: {} as AppRuntimeConfig['remotes'],
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // Node has no localStorage for the token store to keep the token in.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
}

/**
 * A fetch answer as the browser gives it, for jsdom (which has no Response): its body is read
 * once, and clone() copies it.
 */
export function fetchAnswer(status: number, body: unknown): Response {
  const make = (): Record<string, unknown> => {
    const response: Record<string, unknown> = {
      ok: status >= 200 && status < 300,
      status,
      bodyUsed: false,
      clone: () => make(),
      json: async () => {
        response.bodyUsed = true;
        return body;
      },
    };
    return response;
  };
  return make() as unknown as Response;
}
