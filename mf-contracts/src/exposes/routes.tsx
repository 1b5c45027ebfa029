import { PageRoutes, lazyPage, preloadPage } from '@grovekeeper/shared';
import type { PageRoute } from '@grovekeeper/shared';
// Registers the `contracts` namespace (English now, Greek on demand) before any page renders.
import '../i18n';

// Each page is its own chunk: the list does not pull in the date pickers of the detail page.
const ContractsListPage = lazyPage(() =>
  import('../features/contracts-list/components/ContractsListPage').then((m) => ({
    default: m.ContractsListPage,
  })),
);
const ContractDetailPage = lazyPage(() =>
  import('../features/contract-detail/components/ContractDetailPage').then((m) => ({
    default: m.ContractDetailPage,
  })),
);

const ROUTES: readonly PageRoute[] = [
  { path: '/rental-contracts', page: ContractsListPage },
  { path: '/rental-contracts/:contractId', page: ContractDetailPage },
];

/**
 * Every route mf-contracts serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function ContractsRoutes() {
  return <PageRoutes routes={ROUTES} />;
}

/** The shell calls it for the page being opened, before its first render (see preloadPage). */
export function preload(pathname: string): Promise<void> {
  return preloadPage(ROUTES, pathname);
}
