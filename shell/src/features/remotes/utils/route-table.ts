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
 * ignored), without the router: the pattern's `:params` (decoded), or null when it does not match.
 */
export function patternParams(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segments(pattern);
  const splat = wanted[wanted.length - 1] === '*';
  if (splat) wanted.pop();
  const actual = segments(pathname);
  if (splat ? actual.length < wanted.length : actual.length !== wanted.length) return null;
  const params: Record<string, string> = {};
  const matches = wanted.every((part, index) => {
    let segment = actual[index] ?? '';
    try {
      segment = decodeURIComponent(segment);
    } catch {
      // a malformed escape is compared as written
    }
    if (part.startsWith(':')) {
      params[part.slice(1)] = segment;
      return true;
    }
    return part.toLowerCase() === segment.toLowerCase();
  });
  return matches ? params : null;
}

/** Whether `pathname` matches `pattern` (see patternParams). */
export function patternMatches(pattern: string, pathname: string): boolean {
  return patternParams(pattern, pathname) !== null;
}

/**
 * Pages anyone may open from a link, signed in or not, in the shell's light public frame: a
 * tree's tag page, reached by scanning its printed code.
 */
export const PUBLIC_PATHS: readonly string[] = ['/trees/:treeId/tag'];

/** Whether `pathname` is one of PUBLIC_PATHS. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => patternMatches(pattern, pathname));
}

/**
 * Pages whose remote ships a first paint: `first-paint.js` beside its manifest, a small script
 * without React that draws the page's first screen from its early read while the app's code
 * downloads (mf-trees' field pages, mf-estates' dashboard). A remote deployed without one
 * loses only that.
 */
export const FIRST_PAINT_ROUTES: readonly RemoteRoute[] = [
  { pattern: '/trees/:treeId/tag', remote: 'mf_trees' },
  { pattern: '/trees/:treeId', remote: 'mf_trees' },
  { pattern: '/estates/:estateId/trees/:treeId', remote: 'mf_trees' },
  { pattern: '/tree-tagging', remote: 'mf_trees' },
  { pattern: '/', remote: 'mf_estates' },
];

/** An estate's tree pages that are not a tree (`/estates/:estateId/trees/add`). */
const NOT_TREE_IDS = ['add', 'location'];

/** The remote whose first paint draws `pathname` (see FIRST_PAINT_ROUTES), or null. */
export function firstPaintRemote(pathname: string): RemoteName | null {
  for (const { pattern, remote } of FIRST_PAINT_ROUTES) {
    const params = patternParams(pattern, pathname);
    if (!params) continue;
    return NOT_TREE_IDS.includes((params.treeId ?? '').toLowerCase()) ? null : remote;
  }
  return null;
}

/** The remote serving `pathname`, or null when no remote does (the shell shows NotFound). */
export function remoteForPath(pathname: string): RemoteName | null {
  const route = REMOTE_ROUTES.find(({ pattern }) => patternMatches(pattern, pathname));
  return route?.remote ?? null;
}
