import { startEarlyGet } from '@grovekeeper/shared/early-gets';
import { patternParams } from '../features/remotes/utils/route-table';

// Runs from main.js, before the shared singletons load: no runtime import of the shared
// package (its `early-gets` file stands alone) or of React.

interface PageReads {
  pattern: string;
  /** Readable signed out too (the public tag page); the others need a signed-in user. */
  public?: boolean;
  reads: (params: Record<string, string>) => string[];
}

const id = (value: string | undefined) => encodeURIComponent(value ?? '');

/**
 * The API reads that fill a page's first screen, by the path it is opened at, as its code
 * asks for them: the tree pages and the tag page of mf-trees, the dashboard of mf-estates. A
 * read the page no longer makes (its remote redeployed with other calls) is only wasted: the
 * client takes early answers by exact URL, once, and drops them after a few seconds.
 */
const PAGE_READS: readonly PageReads[] = [
  {
    pattern: '/trees/:treeId/tag',
    public: true,
    reads: ({ treeId }) => [`/api/public/trees/${id(treeId)}/tag`],
  },
  { pattern: '/trees/:treeId', reads: ({ treeId }) => [`/api/trees/${id(treeId)}`] },
  {
    pattern: '/estates/:estateId/trees/:treeId',
    reads: ({ treeId }) => [`/api/trees/${id(treeId)}`],
  },
  {
    pattern: '/',
    reads: () => [
      '/api/estates',
      '/api/rental-contracts/my?role=all',
      '/api/notifications/actions',
    ],
  },
];

/**
 * Starts the API reads of the page at `pathname` (see PAGE_READS) with the stored token, so
 * its data downloads beside its code. Signed out, only a public page's reads (the guard shows
 * the sign-in page for the others).
 */
export function startEarlyReads(
  apiBaseUrl: string,
  pathname: string,
  accessToken: string | null,
): void {
  const base = apiBaseUrl.replace(/\/+$/, '') || window.location.origin;
  for (const page of PAGE_READS) {
    const params = patternParams(page.pattern, pathname);
    if (!params) continue;
    if (!page.public && !accessToken) return;
    for (const path of page.reads(params)) startEarlyGet(`${base}${path}`, accessToken);
    return;
  }
}
