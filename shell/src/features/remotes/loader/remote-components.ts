import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteName } from '@grovekeeper/shared';
import { loadRemoteRoutes, reregisterRemote } from './federation';
import type { RemoteRoutesModule } from './federation';
import { preloadRemoteRoutes, takePreloadedRoutes } from './preloads';

type RemoteComponent = LazyExoticComponent<ComponentType>;

const cache = new Map<RemoteName, RemoteComponent>();

/**
 * Starts loading a remote's routes (and the page at `pathname`) now (see
 * `preloadRemoteRoutes`), unless its component
 * exists already. A failed preload is not reported here: the lazy component below rejects
 * with it and shows the card.
 */
export function preloadRemote(remote: RemoteName, pathname?: string): void {
  if (!cache.has(remote)) preloadRemoteRoutes(remote, pathname);
}

/**
 * One lazy component per remote, created on first use and reused afterwards, so moving
 * between pages of a remote never reloads it. A lazy component that failed stays failed,
 * which is why a retry must replace it (see `retryRemote`).
 */
export function remoteRoutesComponent(remote: RemoteName): RemoteComponent {
  let component = cache.get(remote);
  if (!component) {
    // React only calls `then` (a preload that has arrived is a synchronous thenable).
    component = lazy(
      () =>
        (takePreloadedRoutes(remote) ?? loadRemoteRoutes(remote)) as Promise<RemoteRoutesModule>,
    );
    cache.set(remote, component);
  }
  return component;
}

/** Drops the cached component and re-registers the remote so the next render loads it anew. */
export function retryRemote(remote: RemoteName): void {
  cache.delete(remote);
  takePreloadedRoutes(remote);
  reregisterRemote(remote);
}
