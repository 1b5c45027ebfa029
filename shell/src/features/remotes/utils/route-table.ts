import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@grovekeeper/shared';

export interface RemoteRoute {
  /** A react-router path pattern; `/*` also matches the bare prefix (`/estates`). */
  pattern: string;
  remote: RemoteName;
}

/**
 * Which remote serves which URL. Most specific first: `/estates/:estateId/trees/*`
 * belongs to mf-trees although `/estates/*` would also match it. Remotes render their own
 * `<Routes>` with absolute paths, so this table only has to pick the module.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { pattern: '/estates/:estateId/trees/*', remote: 'mf_trees' },
  { pattern: '/trees/*', remote: 'mf_trees' },
  { pattern: '/tag/*', remote: 'mf_trees' },
  { pattern: '/tree-tagging', remote: 'mf_trees' },
  { pattern: '/', remote: 'mf_estates' },
  { pattern: '/estates/*', remote: 'mf_estates' },
  { pattern: '/wizard', remote: 'mf_estates' },
  { pattern: '/location-picker', remote: 'mf_estates' },
  { pattern: '/map', remote: 'mf_estates' },
  { pattern: '/rentals/*', remote: 'mf_rentals' },
  { pattern: '/rental-contracts/*', remote: 'mf_contracts' },
  { pattern: '/workforce/*', remote: 'mf_workforce' },
];

/** The remote serving `pathname`, or null when no remote does (the shell shows NotFound). */
export function remoteForPath(pathname: string): RemoteName | null {
  const route = REMOTE_ROUTES.find(({ pattern }) => matchPath(pattern, pathname) !== null);
  return route?.remote ?? null;
}
