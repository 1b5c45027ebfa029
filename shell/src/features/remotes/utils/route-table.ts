import type { RemoteName } from '@grovekeeper/shared';

// No runtime import on purpose (the router, the shared package): the shell's entry uses this
// table to start loading the page's remote before the shared singletons are negotiated
// (app/early-start.ts).

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
  { pattern: '/invitations/:token', remote: 'mf_estates' },
  { pattern: '/rentals/*', remote: 'mf_rentals' },
  { pattern: '/rental-contracts/*', remote: 'mf_contracts' },
  { pattern: '/workforce/*', remote: 'mf_workforce' },
];

/** Every remote the shell routes to, once each. */
export const ROUTED_REMOTES: readonly RemoteName[] = [
  ...new Set(REMOTE_ROUTES.map(({ remote }) => remote)),
];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * React Router's matching for the patterns above (case-insensitive; `:param` is one
 * non-empty segment; a trailing `/*` also matches the bare prefix; a trailing slash is
 * ignored), without the router.
 */
export function patternMatches(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const splat = wanted[wanted.length - 1] === '*';
  if (splat) wanted.pop();
  const actual = segments(pathname);
  if (splat ? actual.length < wanted.length : actual.length !== wanted.length) return false;
  return wanted.every((part, index) => {
    if (part.startsWith(':')) return true;
    let segment = actual[index] ?? '';
    try {
      segment = decodeURIComponent(segment);
    } catch {
      // a malformed escape is compared as written
    }
    return part.toLowerCase() === segment.toLowerCase();
  });
}

/** The remote serving `pathname`, or null when no remote does (the shell shows NotFound). */
export function remoteForPath(pathname: string): RemoteName | null {
  const route = REMOTE_ROUTES.find(({ pattern }) => patternMatches(pattern, pathname));
  return route?.remote ?? null;
}
