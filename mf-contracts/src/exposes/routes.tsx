import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, NotFound } from '@grovekeeper/shared';

// Each page is its own chunk: the list does not pull in the date pickers of the detail page.
const ContractsListPage = lazy(() =>
  import('../features/contracts-list/components/ContractsListPage').then((m) => ({
    default: m.ContractsListPage,
  })),
);
const ContractDetailPage = lazy(() =>
  import('../features/contract-detail/components/ContractDetailPage').then((m) => ({
    default: m.ContractDetailPage,
  })),
);

/**
 * Every route mf-contracts serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function ContractsRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/rental-contracts" element={<ContractsListPage />} />
        <Route path="/rental-contracts/:contractId" element={<ContractDetailPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
