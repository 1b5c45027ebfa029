import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, NotFound } from '@grovekeeper/shared';

// Every page is its own chunk: the tag page a phone opens from a printed code loads only
// what it shows, and the scanner library only loads on /tree-tagging.
const TreeDetailPage = lazy(() =>
  import('../features/tree-detail/components/TreeDetailPage').then((m) => ({
    default: m.TreeDetailPage,
  })),
);
const TreeTagPage = lazy(() =>
  import('../features/tag-page/components/TreeTagPage').then((m) => ({
    default: m.TreeTagPage,
  })),
);
const TreeLabelPrintPage = lazy(() =>
  import('../features/print-label/components/TreeLabelPrintPage').then((m) => ({
    default: m.TreeLabelPrintPage,
  })),
);
const AddTreePage = lazy(() =>
  import('../features/add-tree/components/AddTreePage').then((m) => ({
    default: m.AddTreePage,
  })),
);
const AddTreeLocationPage = lazy(() =>
  import('../features/add-tree/components/AddTreeLocationPage').then((m) => ({
    default: m.AddTreeLocationPage,
  })),
);
const TreeLocationPage = lazy(() =>
  import('../features/tree-location/components/TreeLocationPage').then((m) => ({
    default: m.TreeLocationPage,
  })),
);
const TreeTaggingPage = lazy(() =>
  import('../features/tree-tagging/components/TreeTaggingPage').then((m) => ({
    default: m.TreeTaggingPage,
  })),
);

/**
 * Every route mf-trees serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function TreesRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/estates/:estateId/trees/add" element={<AddTreePage />} />
        <Route path="/estates/:estateId/trees/location" element={<AddTreeLocationPage />} />
        <Route path="/estates/:estateId/trees/:treeId" element={<TreeDetailPage />} />
        <Route path="/estates/:estateId/trees/:treeId/location" element={<TreeLocationPage />} />
        <Route path="/trees/:treeId" element={<TreeDetailPage />} />
        <Route path="/trees/:treeId/location" element={<TreeLocationPage />} />
        <Route path="/trees/:treeId/tag" element={<TreeTagPage />} />
        <Route path="/trees/:treeId/print" element={<TreeLabelPrintPage />} />
        <Route path="/tag/:guid/location" element={<TreeLocationPage />} />
        <Route path="/tree-tagging" element={<TreeTaggingPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
