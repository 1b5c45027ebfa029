import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HTTPError } from 'ky';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore } from '../src/token/token-store';
import { useNotifierStore } from '../src/notify/notifier-store';
import { AppProviders } from '../src/providers/AppProviders';

/**
 * Component-test helpers every remote shares (`@grovekeeper/shared/testing`): render a
 * screen at a URL with the shared providers, read the toast, sign a fake user in.
 */

/** Shows where the app navigated, for assertions: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `path` (a route pattern) entered as `url`, with the shared providers. */
export function renderAt(
  element: ReactElement,
  { path = '/', url }: { path?: string; url?: string } = {},
) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url ?? path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Renders a remote's whole route module (it holds its own `<Routes>`) at `url`. */
export function renderRoutes(routes: ReactElement, url: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        {routes}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The current toast as "Title: description" ('' when none). */
export function toastText(): string {
  const toast = useNotifierStore.getState().toast;
  return toast ? `${toast.title}: ${toast.description ?? ''}` : '';
}

/** A failed call as the shared client throws it: the server's text and the HTTP status. */
export function httpError(status: number, message: string): HTTPError {
  const error = Object.create(HTTPError.prototype) as HTTPError;
  Object.assign(error, { name: 'HTTPError', message, response: { status } });
  return error;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT carrying `payload`: the client only decodes tokens, it never verifies them. */
export function fakeToken(payload: Record<string, unknown> = { userId: 'user-1' }): string {
  return [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(JSON.stringify(payload)),
    'signature',
  ].join('.');
}

/** Signs `userId` in (a fake token in the shared token store), as the spec's role checks read it. */
export function signInAsUser(userId: string): void {
  useAuthStore.getState().setToken(fakeToken({ userId }));
}

/** Clears localStorage, the toast and the token store between tests. */
export function resetSharedStores(): void {
  window.localStorage.clear();
  useNotifierStore.setState({ toast: null });
  useAuthStore.getState().clear();
}

// Fixtures-free helpers every remote's tests repeated: a failed call, typing a date.
export * from './fixtures';
