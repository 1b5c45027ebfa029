import { PageRoutes, i18n, lazyPage, preloadPage } from '@grovekeeper/shared';
import type { PageRoute } from '@grovekeeper/shared';
// Registers the `estates` namespace as soon as this remote loads (English bundled, Greek a chunk).
import { NS } from '../i18n';
import { DashboardPage } from '../features/estates/components/DashboardPage';
import { prefetchForPath } from './route-prefetch';
import { prefetchEstatesMap } from '../features/estates-map/utils/prefetch';

// The dashboard is the first load: everything else (and the map kit) is its own chunk.
const EstatesOverviewPage = lazyPage(() =>
  import('../features/estates/components/EstatesOverviewPage').then((m) => ({
    default: m.EstatesOverviewPage,
  })),
);
const WizardPage = lazyPage(() =>
  import('../features/wizard/components/WizardPage').then((m) => ({ default: m.WizardPage })),
);
const LocationPickerPage = lazyPage(() =>
  import('../features/location-picker/components/LocationPickerPage').then((m) => ({
    default: m.LocationPickerPage,
  })),
);
const EstateDetailPage = lazyPage(() =>
  import('../features/estate-detail/components/EstateDetailPage').then((m) => ({
    default: m.EstateDetailPage,
  })),
);
const EstatePrintPage = lazyPage(() =>
  import('../features/print/components/EstatePrintPage').then((m) => ({
    default: m.EstatePrintPage,
  })),
);
const EstatesMapPage = lazyPage(() =>
  import('../features/estates-map/components/EstatesMapPage').then((m) => ({
    default: m.EstatesMapPage,
  })),
);
const InvitationPage = lazyPage(() =>
  import('../features/team/components/InvitationPage').then((m) => ({
    default: m.InvitationPage,
  })),
);

// Opened from a link or a reload: fetch the page's chunk and data in parallel.
if (typeof window !== 'undefined') {
  prefetchForPath(window.location.pathname, {
    estateDetail: EstateDetailPage.preload,
    estatePrint: EstatePrintPage.preload,
  });
  prefetchEstatesMap(window.location.pathname, EstatesMapPage.preload);
}

const ROUTES: readonly PageRoute[] = [
  { path: '/', page: DashboardPage },
  { path: '/estates', page: EstatesOverviewPage },
  { path: '/wizard', page: WizardPage },
  { path: '/location-picker', page: LocationPickerPage },
  { path: '/estates/:estateId', page: EstateDetailPage },
  { path: '/estates/:estateId/print', page: EstatePrintPage },
  { path: '/map', page: EstatesMapPage },
  { path: '/invitations/:token', page: InvitationPage },
];

/**
 * Every route mf-estates serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function EstatesRoutes() {
  return <PageRoutes routes={ROUTES} />;
}

/**
 * The shell calls it for the page being opened, before its first render (see preloadPage):
 * the page's chunk and this remote's texts in the current language load together.
 */
export function preload(pathname: string): Promise<void> {
  return Promise.all([preloadPage(ROUTES, pathname), i18n.loadNamespaces(NS)]).then(
    () => undefined,
  );
}
