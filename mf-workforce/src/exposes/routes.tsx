// This remote's texts (the workforce namespace) register before any of its pages renders.
import '../i18n';
import { PageRoutes, lazyPage, preloadPage } from '@grovekeeper/shared';
import type { PageRoute } from '@grovekeeper/shared';

// Every page is its own chunk; the date pickers and the data grid load only where used.
const OwnersLandingPage = lazyPage(() =>
  import('../features/landing/components/OwnersLandingPage').then((m) => ({
    default: m.OwnersLandingPage,
  })),
);
const WorkersLandingPage = lazyPage(() =>
  import('../features/landing/components/WorkersLandingPage').then((m) => ({
    default: m.WorkersLandingPage,
  })),
);
const JobListingsPage = lazyPage(() =>
  import('../features/job-listings/components/JobListingsPage').then((m) => ({
    default: m.JobListingsPage,
  })),
);
const JobDetailPage = lazyPage(() =>
  import('../features/job-detail/components/JobDetailPage').then((m) => ({
    default: m.JobDetailPage,
  })),
);
const PostJobPage = lazyPage(() =>
  import('../features/post-job/components/PostJobPage').then((m) => ({ default: m.PostJobPage })),
);
const EditJobPage = lazyPage(() =>
  import('../features/edit-job/components/EditJobPage').then((m) => ({ default: m.EditJobPage })),
);
const MyJobListingsPage = lazyPage(() =>
  import('../features/my-job-listings/components/MyJobListingsPage').then((m) => ({
    default: m.MyJobListingsPage,
  })),
);
const ApplicationsPage = lazyPage(() =>
  import('../features/applications/components/ApplicationsPage').then((m) => ({
    default: m.ApplicationsPage,
  })),
);
const MyWorkersPage = lazyPage(() =>
  import('../features/my-workers/components/MyWorkersPage').then((m) => ({
    default: m.MyWorkersPage,
  })),
);
const FindWorkersPage = lazyPage(() =>
  import('../features/find-workers/components/FindWorkersPage').then((m) => ({
    default: m.FindWorkersPage,
  })),
);

const ROUTES: readonly PageRoute[] = [
  { path: '/workforce/owners', page: OwnersLandingPage },
  { path: '/workforce/workers', page: WorkersLandingPage },
  { path: '/workforce/job-listings', page: JobListingsPage },
  { path: '/workforce/job-listings/:id', page: JobDetailPage },
  { path: '/workforce/post-job', page: PostJobPage },
  { path: '/workforce/job-listings/:id/edit', page: EditJobPage },
  { path: '/workforce/my-job-listings', page: MyJobListingsPage },
  { path: '/workforce/applications', page: ApplicationsPage },
  { path: '/workforce/my-workers', page: MyWorkersPage },
  { path: '/workforce/find-workers', page: FindWorkersPage },
];

/**
 * Every route mf-workforce serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function WorkforceRoutes() {
  return <PageRoutes routes={ROUTES} />;
}

/** The shell calls it for the page being opened, before its first render (see preloadPage). */
export function preload(pathname: string): Promise<void> {
  return preloadPage(ROUTES, pathname);
}
