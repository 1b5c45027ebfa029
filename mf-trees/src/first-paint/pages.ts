// Which mf-trees pages the first paint draws, and the API read each one's first screen needs:
// the same reads the shell's entry starts for them (shell/src/app/early-reads.ts).

export type FirstPaintPage =
  /** `/trees/:treeId/tag`: the public tag page a printed code opens, signed in or not. */
  | { kind: 'tag'; treeId: string; read: string }
  /** `/trees/:treeId`, `/estates/:estateId/trees/:treeId`: the owner's tree page. */
  | { kind: 'tree'; treeId: string; read: string }
  /** `/tree-tagging`: the scan step, which needs no data. */
  | { kind: 'tagging' };

/** Path segments the estate's tree routes use for other pages (`trees/add`, `trees/location`). */
const NOT_TREE_IDS = new Set(['add', 'location']);

function segments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

const treeRead = (treeId: string) => `/api/trees/${encodeURIComponent(treeId)}`;

/** The page at `pathname` the first paint knows, or null (it then draws nothing). */
export function firstPaintPage(pathname: string): FirstPaintPage | null {
  const parts = segments(pathname);
  const [first, , third, fourth] = parts.map((part) => part.toLowerCase());
  if (parts.length === 1 && first === 'tree-tagging') return { kind: 'tagging' };
  if (first !== 'trees' && first !== 'estates') return null;
  const treeId = (first === 'trees' ? parts[1] : parts[3]) ?? '';
  if (first === 'trees' && parts.length === 3 && third === 'tag') {
    return { kind: 'tag', treeId, read: `/api/public/trees/${encodeURIComponent(treeId)}/tag` };
  }
  if (first === 'trees' && parts.length === 2) {
    return { kind: 'tree', treeId, read: treeRead(treeId) };
  }
  if (first === 'estates' && parts.length === 4 && third === 'trees' && fourth) {
    if (NOT_TREE_IDS.has(fourth)) return null;
    return { kind: 'tree', treeId, read: treeRead(treeId) };
  }
  return null;
}

/** Whether the page's first screen needs a signed-in user (the guard shows sign-in otherwise). */
export function needsSignIn(page: FirstPaintPage): boolean {
  return page.kind !== 'tag';
}
