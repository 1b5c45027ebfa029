import type { RemoteName } from '@grovekeeper/shared';
import { loadRemoteRoutes } from './federation';
import type { RemoteRoutesModule } from './federation';

/** Loads started before React asked for them (see `preloadRemoteRoutes`), handed over once. */
const preloads = new Map<RemoteName, Promise<RemoteRoutesModule>>();
/** The preloads that have already arrived, by remote. */
const arrived = new Map<RemoteName, RemoteRoutesModule>();

/**
 * Starts loading a remote's routes now, so its manifest and scripts download while the
 * shell's own code is still arriving, instead of after; with `pathname`, the page's own code
 * too (the module's `preload`), counted as part of the preload, and `onRoutes` is called when
 * the routes have arrived, as the page's code starts downloading. A failed preload is not
 * reported here: whoever takes it (remote-components.ts) rejects with it and shows the card;
 * a page that failed to preload only loads again when it renders.
 */
export function preloadRemoteRoutes(
  remote: RemoteName,
  pathname?: string,
  onRoutes?: () => void,
): void {
  if (preloads.has(remote)) return;
  const loading = Promise.resolve()
    .then(() => loadRemoteRoutes(remote))
    .then(async (module) => {
      onRoutes?.();
      if (pathname !== undefined && typeof module.preload === 'function') {
        await module.preload(pathname).catch(() => undefined);
      }
      return module;
    });
  loading.then(
    (module) => {
      if (preloads.get(remote) === loading) arrived.set(remote, module);
    },
    () => undefined,
  );
  preloads.set(remote, loading);
}

/**
 * The preload of `remote`, handed over once (later loads start afresh): when it has arrived
 * already, as a thenable that calls back at once, so React.lazy renders the module in the
 * same pass instead of suspending (React waits up to 300 ms before it replaces a fallback
 * it has just shown, which a first page would pay for a module that is already here).
 */
export function takePreloadedRoutes(
  remote: RemoteName,
): PromiseLike<RemoteRoutesModule> | undefined {
  const preloaded = preloads.get(remote);
  const module = arrived.get(remote);
  preloads.delete(remote);
  arrived.delete(remote);
  return module ? settledNow(module) : preloaded;
}

/** A thenable already fulfilled with `value`: `then` calls back synchronously. */
function settledNow<T>(value: T): PromiseLike<T> {
  return {
    then<A = T, B = never>(
      onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    ): PromiseLike<A | B> {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as A));
    },
  };
}

/**
 * Resolves when the pending preload of `remote` has arrived or failed, or after `maxMs`,
 * whichever is first; at once when there is none. Start-up waits on it so that the first
 * render already holds the page instead of a spinner that React would then keep for up to
 * 300 ms more; the bound keeps a slow remote from holding the shell's frame back for long.
 */
export function preloadSettled(remote: RemoteName, maxMs: number): Promise<void> {
  const pending = preloads.get(remote);
  if (!pending || arrived.has(remote)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    pending.then(done, done);
  });
}
