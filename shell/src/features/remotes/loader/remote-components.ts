import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteName } from '@grovekeeper/shared';
import { loadRemoteRoutes, reregisterRemote } from './federation';
import type { RemoteRoutesModule } from './federation';

type RemoteComponent = LazyExoticComponent<ComponentType>;

const cache = new Map<RemoteName, RemoteComponent>();
/** Loads started before React asked for them (see `preloadRemote`), handed over once. */
const preloads = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * Starts loading a remote's routes now, so its manifest and scripts download while the
 * shell is still rendering its layout and fetching the profile, instead of after. A failed
 * preload is not reported here: the lazy component below rejects with it and shows the card.
 */
export function preloadRemote(remote: RemoteName): void {
  if (cache.has(remote) || preloads.has(remote)) return;
  const loading = Promise.resolve().then(() => loadRemoteRoutes(remote));
  loading.catch(() => undefined);
  preloads.set(remote, loading);
}

/**
 * One lazy component per remote, created on first use and reused afterwards, so moving
 * between pages of a remote never reloads it. A lazy component that failed stays failed,
 * which is why a retry must replace it (see `retryRemote`).
 */
export function remoteRoutesComponent(remote: RemoteName): RemoteComponent {
  let component = cache.get(remote);
  if (!component) {
    component = lazy(() => {
      const preloaded = preloads.get(remote);
      preloads.delete(remote);
      return preloaded ?? loadRemoteRoutes(remote);
    });
    cache.set(remote, component);
  }
  return component;
}

/** Drops the cached component and re-registers the remote so the next render loads it anew. */
export function retryRemote(remote: RemoteName): void {
  cache.delete(remote);
  preloads.delete(remote);
  reregisterRemote(remote);
}
