import { Route, Routes } from 'react-router-dom';
import { NotFound, SectionPlaceholder } from '@grovekeeper/shared';

const REMOTE = 'mf-workforce';

/**
 * Every route mf-workforce serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function WorkforceRoutes() {
  return (
    <Routes>
      <Route
        path="/workforce/workers"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="For Workers"
            subtitle="Find seasonal work on agricultural estates"
          />
        }
      />
      <Route
        path="/workforce/job-listings"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Browse Jobs"
            subtitle="Find jobs that match your skills"
          />
        }
      />
      <Route
        path="/workforce/applications"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Applications"
            subtitle="Track the applications you sent and received"
          />
        }
      />
      <Route
        path="/workforce/find-workers"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Find Workers"
            subtitle="Browse the directory of agricultural workers"
          />
        }
      />
      <Route
        path="/workforce/owners"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="For Estate Owners"
            subtitle="Hire and manage seasonal workers for your estates"
          />
        }
      />
      <Route
        path="/workforce/post-job"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Post Job Listing"
            subtitle="Describe the work and publish it to workers"
          />
        }
      />
      <Route
        path="/workforce/my-job-listings"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="My Job Listings"
            subtitle="Manage the jobs you have posted"
          />
        }
      />
      <Route
        path="/workforce/my-workers"
        element={
          <SectionPlaceholder
            remote={REMOTE}
            title="Manage Workers"
            subtitle="The workers hired on your estates"
          />
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
