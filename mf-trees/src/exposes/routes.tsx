import { PageRoutes, i18n, lazyPage, preloadPage } from '@grovekeeper/shared';
import type { PageRoute } from '@grovekeeper/shared';
// Registers the `trees` namespace as soon as the remote loads (English inside, Greek a chunk).
import { NS } from '../i18n';

// Every page is its own chunk: the tag page a phone opens from a printed code loads only
// what it shows, and the scanner library only loads on /tree-tagging.
const TreeDetailPage = lazyPage(() =>
  import('../features/tree-detail/components/TreeDetailPage').then((m) => ({
    default: m.TreeDetailPage,
  })),
);
const TreeTagPage = lazyPage(() =>
  import('../features/tag-page/components/TreeTagPage').then((m) => ({
    default: m.TreeTagPage,
  })),
);
const TreeLabelPrintPage = lazyPage(() =>
  import('../features/print-label/components/TreeLabelPrintPage').then((m) => ({
    default: m.TreeLabelPrintPage,
  })),
);
const AddTreePage = lazyPage(() =>
  import('../features/add-tree/components/AddTreePage').then((m) => ({
    default: m.AddTreePage,
  })),
);
const AddTreeLocationPage = lazyPage(() =>
  import('../features/add-tree/components/AddTreeLocationPage').then((m) => ({
    default: m.AddTreeLocationPage,
  })),
);
const TreeLocationPage = lazyPage(() =>
  import('../features/tree-location/components/TreeLocationPage').then((m) => ({
    default: m.TreeLocationPage,
  })),
);
const TreeTaggingPage = lazyPage(() =>
  import('../features/tree-tagging/components/TreeTaggingPage').then((m) => ({
    default: m.TreeTaggingPage,
  })),
);

const ROUTES: readonly PageRoute[] = [
  { path: '/estates/:estateId/trees/add', page: AddTreePage },
  { path: '/estates/:estateId/trees/location', page: AddTreeLocationPage },
  { path: '/estates/:estateId/trees/:treeId', page: TreeDetailPage },
  { path: '/estates/:estateId/trees/:treeId/location', page: TreeLocationPage },
  { path: '/trees/:treeId', page: TreeDetailPage },
  { path: '/trees/:treeId/location', page: TreeLocationPage },
  { path: '/trees/:treeId/tag', page: TreeTagPage },
  { path: '/trees/:treeId/print', page: TreeLabelPrintPage },
  { path: '/tag/:guid/location', page: TreeLocationPage },
  { path: '/tree-tagging', page: TreeTaggingPage },
];

/**
 * Every route mf-trees serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function TreesRoutes() {
  return <PageRoutes routes={ROUTES} />;
}

/**
 * The shell calls it for the page being opened, before its first render (see preloadPage):
 * the page's chunk and this remote's texts in the current language load side by side.
 */
export function preload(pathname: string): Promise<void> {
  return Promise.all([preloadPage(ROUTES, pathname), i18n.loadNamespaces(NS)]).then(
    () => undefined,
  );
}
