import { useAuthStore } from '@grovekeeper/shared';
import { prefetchMapEstates } from '../api/get-map-estates';

/**
 * /map opened from a link or a reload: the page's chunk and its estates download together
 * instead of one after the other (chunk, render, then request). Signed out, the guard
 * sends the visitor to /login: nothing to fetch.
 */
export function prefetchEstatesMap(pathname: string, loadPage: () => Promise<unknown>): void {
  if (pathname !== '/map' || !useAuthStore.getState().accessToken) return;
  void loadPage().catch(() => undefined);
  prefetchMapEstates();
}
