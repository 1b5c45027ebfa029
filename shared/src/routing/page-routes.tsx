import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Route, Routes, matchRoutes } from 'react-router-dom';
import { LoadingState } from '../components/LoadingState';
import { NotFound } from '../components/NotFound';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take any props
type AnyPage = ComponentType<any>;

/** A route's page loaded on demand, that can be asked to start loading before it renders. */
export type LazyPage<C extends AnyPage = AnyPage> = LazyExoticComponent<C> & {
  /** Starts loading the page's chunk (once); resolves when it has arrived. */
  preload(): Promise<void>;
};

/**
 * React.lazy for a route's page, plus preload(). Once its chunk has arrived (preloaded, or
 * shown before), the page renders in the same pass instead of suspending: React keeps a
 * fallback it has just shown for up to 300 ms, which a page opened from a link would pay
 * for code that is already here. A failed load is forgotten, so the next try loads again.
 */
export function lazyPage<C extends AnyPage>(load: () => Promise<{ default: C }>): LazyPage<C> {
  let arrived: { default: C } | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        arrived = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // React only calls `then` on what the factory returns: an arrived page is a thenable that
  // calls back at once.
  const page = lazy(() => (arrived ? settledNow(arrived) : start()) as Promise<{ default: C }>);
  return Object.assign(page, { preload: () => start().then(() => undefined) });
}

function settledNow<T>(value: T): PromiseLike<T> {
  return {
    then<A = T, B = never>(
      onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    ): PromiseLike<A | B> {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as A));
    },
  };
}

export interface PageRoute {
  /** An absolute React Router path: remotes render their routes under the shell's splat. */
  path: string;
  page: AnyPage & { preload?: () => Promise<void> };
  props?: Record<string, unknown>;
}

/**
 * A remote's pages as one `<Routes>` (with the page-not-found route last), behind one
 * Suspense showing the loading state while a page's chunk downloads.
 */
export function PageRoutes({ routes }: { routes: readonly PageRoute[] }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {routes.map(({ path, page: Page, props }) => (
          <Route key={path} path={path} element={<Page {...props} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

/**
 * Starts loading the page `routes` would render for `pathname` (ranked as `<Routes>` ranks
 * them) and resolves when it has arrived; at once when that page is not lazy or nothing
 * matches. What a remote's `./routes` module exports as `preload`: the shell calls it for
 * the page being opened, so the first render finds the page's code already there.
 */
export function preloadPage(routes: readonly PageRoute[], pathname: string): Promise<void> {
  const matches = matchRoutes(
    routes.map(({ path }) => ({ path })),
    pathname,
  );
  const path = matches?.[matches.length - 1]?.route.path;
  const route = routes.find((candidate) => candidate.path === path);
  return route?.page.preload?.() ?? Promise.resolve();
}
