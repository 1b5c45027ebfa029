import { Route, Routes } from 'react-router-dom';
import { NotFound, SectionPlaceholder } from '@grovekeeper/shared';

const REMOTE = 'mf-contracts';

/**
 * Every route mf-contracts serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function ContractsRoutes() {
  return (
    <Routes>
      <Route
        path="/rental-contracts"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Rental Contracts"
            subtitle="Manage your rental contracts and agreements"
          />
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
