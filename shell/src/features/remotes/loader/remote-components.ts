import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteName } from '@grovekeeper/shared';
import { loadRemoteRoutes, reregisterRemote } from './federation';

type RemoteComponent = LazyExoticComponent<ComponentType>;

const cache = new Map<RemoteName, RemoteComponent>();

/**
 * One lazy component per remote, created on first use and reused afterwards, so moving
 * between pages of a remote never reloads it. A lazy component that failed stays failed,
 * which is why a retry must replace it (see `retryRemote`).
 */
export function remoteRoutesComponent(remote: RemoteName): RemoteComponent {
  let component = cache.get(remote);
  if (!component) {
    component = lazy(() => loadRemoteRoutes(remote));
    cache.set(remote, component);
  }
  return component;
}

/** Drops the cached component and re-registers the remote so the next render loads it anew. */
export function retryRemote(remote: RemoteName): void {
  cache.delete(remote);
  reregisterRemote(remote);
}
