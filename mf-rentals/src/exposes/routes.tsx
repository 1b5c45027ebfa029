import { Route, Routes } from 'react-router-dom';
import { NotFound, SectionPlaceholder } from '@grovekeeper/shared';

const REMOTE = 'mf-rentals';

/**
 * Every route mf-rentals serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function RentalsRoutes() {
  return (
    <Routes>
      <Route
        path="/rentals"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Rental Listings"
            subtitle="Publish your land for rent and browse available listings"
          />
        }
      />
      <Route
        path="/rentals/applications"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Rental Applications"
            subtitle="Review applications for your estates and track your own"
          />
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
