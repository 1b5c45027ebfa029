import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, NotFound } from '@grovekeeper/shared';
import { DashboardPage } from '../features/estates/components/DashboardPage';
import { prefetchForPath } from '../prefetch/route-prefetch';
import { prefetchEstatesMap } from '../features/estates-map/prefetch';

// The dashboard is the first load: everything else (and the map kit) is its own chunk.
const EstatesOverviewPage = lazy(() =>
  import('../features/estates/components/EstatesOverviewPage').then((m) => ({
    default: m.EstatesOverviewPage,
  })),
);
const WizardPage = lazy(() =>
  import('../features/wizard/components/WizardPage').then((m) => ({ default: m.WizardPage })),
);
const LocationPickerPage = lazy(() =>
  import('../features/location-picker/components/LocationPickerPage').then((m) => ({
    default: m.LocationPickerPage,
  })),
);
const loadEstateDetail = () => import('../features/estate-detail/components/EstateDetailPage');
const loadEstatePrint = () => import('../features/print/components/EstatePrintPage');
const EstateDetailPage = lazy(() =>
  loadEstateDetail().then((m) => ({ default: m.EstateDetailPage })),
);
const EstatePrintPage = lazy(() => loadEstatePrint().then((m) => ({ default: m.EstatePrintPage })));
const loadEstatesMap = () => import('../features/estates-map/components/EstatesMapPage');
const EstatesMapPage = lazy(() => loadEstatesMap().then((m) => ({ default: m.EstatesMapPage })));

// Opened from a link or a reload: fetch the page's chunk and data in parallel.
if (typeof window !== 'undefined') {
  prefetchForPath(window.location.pathname, {
    estateDetail: loadEstateDetail,
    estatePrint: loadEstatePrint,
  });
  prefetchEstatesMap(window.location.pathname, loadEstatesMap);
}

/**
 * Every route mf-estates serves, with absolute paths: the shell mounts this module under a
 * splat route at the root and picks the remote from its own route table.
 */
export default function EstatesRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/estates" element={<EstatesOverviewPage />} />
        <Route path="/wizard" element={<WizardPage />} />
        <Route path="/location-picker" element={<LocationPickerPage />} />
        <Route path="/estates/:estateId" element={<EstateDetailPage />} />
        <Route path="/estates/:estateId/print" element={<EstatePrintPage />} />
        <Route path="/map" element={<EstatesMapPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
