import { Route, Routes } from 'react-router-dom';
import { NotFound, SectionPlaceholder } from '@grovekeeper/shared';

const REMOTE = 'mf-estates';

/**
 * Every route mf-estates serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function EstatesRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Dashboard"
            subtitle="Welcome back! Here's what's happening with your estates today."
          />
        }
      />
      <Route
        path="/estates"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Estates Overview"
            subtitle="Manage and monitor all your agricultural estates"
          />
        }
      />
      <Route
        path="/wizard"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Add Estate"
            subtitle="Create a new estate and set up its properties"
          />
        }
      />
      <Route
        path="/location-picker"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Draw Estate Boundaries"
            subtitle="Define your property boundaries on the map"
          />
        }
      />
      <Route
        path="/map"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Map View"
            subtitle="Visualize estates and trees on the map"
          />
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
