import { PageRoutes, lazyPage, preloadPage } from '@grovekeeper/shared';
import type { PageRoute } from '@grovekeeper/shared';
// Registers the `rentals` namespace (English now, Greek on demand) before any page renders.
import '../i18n';

// Every page is its own chunk; the date pickers and the data grid load only where used.
const RentalsPage = lazyPage(() =>
  import('../features/listings/components/RentalsPage').then((m) => ({ default: m.RentalsPage })),
);
const LegacyRentalsPage = lazyPage(() =>
  import('../features/listings/components/LegacyRentalsPage').then((m) => ({
    default: m.LegacyRentalsPage,
  })),
);
const CreateListingPage = lazyPage(() =>
  import('../features/create-listing/components/CreateListingPage').then((m) => ({
    default: m.CreateListingPage,
  })),
);
const RentalDetailPage = lazyPage(() =>
  import('../features/rental-detail/components/RentalDetailPage').then((m) => ({
    default: m.RentalDetailPage,
  })),
);
const EditRentalPage = lazyPage(() =>
  import('../features/edit-rental/components/EditRentalPage').then((m) => ({
    default: m.EditRentalPage,
  })),
);
const ApplicationsOverviewPage = lazyPage(() =>
  import('../features/applications/components/ApplicationsOverviewPage').then((m) => ({
    default: m.ApplicationsOverviewPage,
  })),
);
const RentalApplicationsPage = lazyPage(() =>
  import('../features/applications/components/RentalApplicationsPage').then((m) => ({
    default: m.RentalApplicationsPage,
  })),
);

const ROUTES: readonly PageRoute[] = [
  { path: '/rentals', page: RentalsPage },
  { path: '/rentals/legacy', page: LegacyRentalsPage },
  { path: '/rentals/create', page: CreateListingPage },
  { path: '/rentals/create/legacy', page: CreateListingPage, props: { variant: 'legacy' } },
  { path: '/rentals/applications', page: ApplicationsOverviewPage },
  { path: '/rentals/edit/:id', page: EditRentalPage },
  { path: '/rentals/:rentalId', page: RentalDetailPage },
  { path: '/rentals/:rentalId/edit', page: EditRentalPage },
  { path: '/rentals/:rentalId/applications', page: RentalApplicationsPage },
];

/**
 * Every route mf-rentals serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function RentalsRoutes() {
  return <PageRoutes routes={ROUTES} />;
}

/** The shell calls it for the page being opened, before its first render (see preloadPage). */
export function preload(pathname: string): Promise<void> {
  return preloadPage(ROUTES, pathname);
}
