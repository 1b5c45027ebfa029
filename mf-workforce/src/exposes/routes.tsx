import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, NotFound } from '@grovekeeper/shared';

// Every page is its own chunk; the date pickers and the data grid load only where used.
const OwnersLandingPage = lazy(() =>
  import('../features/landing/components/OwnersLandingPage').then((m) => ({
    default: m.OwnersLandingPage,
  })),
);
const WorkersLandingPage = lazy(() =>
  import('../features/landing/components/WorkersLandingPage').then((m) => ({
    default: m.WorkersLandingPage,
  })),
);
const JobListingsPage = lazy(() =>
  import('../features/job-listings/components/JobListingsPage').then((m) => ({
    default: m.JobListingsPage,
  })),
);
const JobDetailPage = lazy(() =>
  import('../features/job-detail/components/JobDetailPage').then((m) => ({
    default: m.JobDetailPage,
  })),
);
const PostJobPage = lazy(() =>
  import('../features/post-job/components/PostJobPage').then((m) => ({ default: m.PostJobPage })),
);
const EditJobPage = lazy(() =>
  import('../features/edit-job/components/EditJobPage').then((m) => ({ default: m.EditJobPage })),
);
const MyJobListingsPage = lazy(() =>
  import('../features/my-job-listings/components/MyJobListingsPage').then((m) => ({
    default: m.MyJobListingsPage,
  })),
);
const ApplicationsPage = lazy(() =>
  import('../features/applications/components/ApplicationsPage').then((m) => ({
    default: m.ApplicationsPage,
  })),
);
const MyWorkersPage = lazy(() =>
  import('../features/my-workers/components/MyWorkersPage').then((m) => ({
    default: m.MyWorkersPage,
  })),
);
const FindWorkersPage = lazy(() =>
  import('../features/find-workers/components/FindWorkersPage').then((m) => ({
    default: m.FindWorkersPage,
  })),
);

/**
 * Every route mf-workforce serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function WorkforceRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/workforce/owners" element={<OwnersLandingPage />} />
        <Route path="/workforce/workers" element={<WorkersLandingPage />} />
        <Route path="/workforce/job-listings" element={<JobListingsPage />} />
        <Route path="/workforce/job-listings/:id" element={<JobDetailPage />} />
        <Route path="/workforce/post-job" element={<PostJobPage />} />
        <Route path="/workforce/job-listings/:id/edit" element={<EditJobPage />} />
        <Route path="/workforce/my-job-listings" element={<MyJobListingsPage />} />
        <Route path="/workforce/applications" element={<ApplicationsPage />} />
        <Route path="/workforce/my-workers" element={<MyWorkersPage />} />
        <Route path="/workforce/find-workers" element={<FindWorkersPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
