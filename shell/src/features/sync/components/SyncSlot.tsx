import { Suspense, lazy } from 'react';
import { ErrorBoundary } from '../../common/components/ErrorBoundary';

// On the first load only as this lazy wrapper: the parts and the offline module they use
// arrive in their own chunks once the gate (useSyncGate) opens.
const SyncPart = lazy(() => import('./SyncFrameParts').then((m) => ({ default: m.SyncPart })));

const NO_RESET: readonly unknown[] = [];

/**
 * One of the frame's sync parts: `status`, the header's count of changes waiting (a link to
 * /sync); `banner`, the offline banner under the header, which also runs the sync engine. A part that
 * cannot load (offline before its code was ever fetched) shows nothing, never a broken frame.
 */
export function SyncSlot({ part }: { part: 'status' | 'banner' }) {
  return (
    <ErrorBoundary fallback={null} resetKeys={NO_RESET}>
      <Suspense fallback={null}>
        <SyncPart part={part} />
      </Suspense>
    </ErrorBoundary>
  );
}
