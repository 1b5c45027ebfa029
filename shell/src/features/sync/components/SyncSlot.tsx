import { Suspense, lazy } from 'react';
import { ErrorBoundary } from '../../common/components/ErrorBoundary';

// On the first load only as these two lazy wrappers: the parts and the offline module they
// use arrive in their own chunks once the gate (useSyncGate) opens.
const frameParts = () => import('./SyncFrameParts');
const StatusPart = lazy(() => frameParts().then((m) => ({ default: m.SyncHeaderStatus })));
const BannerPart = lazy(() => frameParts().then((m) => ({ default: m.SyncBanner })));

const NO_RESET: readonly unknown[] = [];

/**
 * One of the frame's sync parts: `status`, the header's count of changes waiting (a link to
 * /sync); `banner`, the offline banner under the header, which also runs the sync engine. A part that
 * cannot load (offline before its code was ever fetched) shows nothing, never a broken frame.
 */
export function SyncSlot({ part }: { part: 'status' | 'banner' }) {
  return (
    <ErrorBoundary fallback={null} resetKeys={NO_RESET}>
      <Suspense fallback={null}>{part === 'status' ? <StatusPart /> : <BannerPart />}</Suspense>
    </ErrorBoundary>
  );
}
