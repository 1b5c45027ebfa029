import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, NotFound } from '@grovekeeper/shared';

// Every page is its own chunk; the date pickers and the data grid load only where used.
const RentalsPage = lazy(() =>
  import('../features/listings/components/RentalsPage').then((m) => ({ default: m.RentalsPage })),
);
const LegacyRentalsPage = lazy(() =>
  import('../features/listings/components/LegacyRentalsPage').then((m) => ({
    default: m.LegacyRentalsPage,
  })),
);
const CreateListingPage = lazy(() =>
  import('../features/create-listing/components/CreateListingPage').then((m) => ({
    default: m.CreateListingPage,
  })),
);
const RentalDetailPage = lazy(() =>
  import('../features/rental-detail/components/RentalDetailPage').then((m) => ({
    default: m.RentalDetailPage,
  })),
);
const EditRentalPage = lazy(() =>
  import('../features/edit-rental/components/EditRentalPage').then((m) => ({
    default: m.EditRentalPage,
  })),
);
const ApplicationsOverviewPage = lazy(() =>
  import('../features/applications/components/ApplicationsOverviewPage').then((m) => ({
    default: m.ApplicationsOverviewPage,
  })),
);
const RentalApplicationsPage = lazy(() =>
  import('../features/applications/components/RentalApplicationsPage').then((m) => ({
    default: m.RentalApplicationsPage,
  })),
);

/**
 * Every route mf-rentals serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function RentalsRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/rentals" element={<RentalsPage />} />
        <Route path="/rentals/legacy" element={<LegacyRentalsPage />} />
        <Route path="/rentals/create" element={<CreateListingPage />} />
        <Route path="/rentals/create/legacy" element={<CreateListingPage variant="legacy" />} />
        <Route path="/rentals/applications" element={<ApplicationsOverviewPage />} />
        <Route path="/rentals/edit/:id" element={<EditRentalPage />} />
        <Route path="/rentals/:rentalId" element={<RentalDetailPage />} />
        <Route path="/rentals/:rentalId/edit" element={<EditRentalPage />} />
        <Route path="/rentals/:rentalId/applications" element={<RentalApplicationsPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
