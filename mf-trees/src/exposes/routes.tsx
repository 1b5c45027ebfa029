import { Route, Routes } from 'react-router-dom';
import { NotFound, SectionPlaceholder } from '@grovekeeper/shared';

const REMOTE = 'mf-trees';

/**
 * Every route mf-trees serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function TreesRoutes() {
  return (
    <Routes>
      <Route
        path="/tree-tagging"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Tree Tagging"
            subtitle="Scan a tree tag to update it in the field"
          />
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
