/** What a tree's QR code encodes (spec: `{origin}/trees/{id}/tag`): its public tag page. */
export function treeTagUrl(treeId: string, origin: string = window.location.origin): string {
  return `${origin}/trees/${encodeURIComponent(treeId)}/tag`;
}

export function treeTagPath(treeId: string): string {
  return `/trees/${encodeURIComponent(treeId)}/tag`;
}

export function treePrintPath(treeId: string): string {
  return `/trees/${encodeURIComponent(treeId)}/print`;
}

/**
 * The tree's location picker under the page's own URL (estate-scoped or not), told to come
 * back to exactly where the person was, tab included.
 */
export function changeLocationPath(pathname: string, search = ''): string {
  const base = pathname.replace(/\/+$/, '');
  return `${base}/location?returnTo=${encodeURIComponent(`${base}${search}`)}`;
}
