import { Suspense, useCallback, useState } from 'react';
import type { ErrorInfo } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingState } from '@grovekeeper/shared';
import type { RemoteName } from '@grovekeeper/shared';
import { ErrorBoundary } from '../../common/components/ErrorBoundary';
import { remoteRoutesComponent, retryRemote } from '../loader/remote-components';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * Loads and renders one remote's routes. A load failure (manifest or script unreachable)
 * and a crash while rendering both land in the boundary and show the same card.
 */
export function RemoteSection({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  // Bumped by Retry: it resets the boundary, and the cache hands out a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = remoteRoutesComponent(remote);

  const retry = useCallback(() => {
    retryRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  const logFailure = useCallback(
    (error: unknown, info: ErrorInfo) => {
      console.error(`[shell] The ${remote} section failed`, error, info.componentStack);
    },
    [remote],
  );

  return (
    <ErrorBoundary
      // A new path within the remote gets a fresh try: one broken page must not hide the others.
      resetKeys={[attempt, pathname]}
      onError={logFailure}
      fallback={<RemoteUnavailable remote={remote} onRetry={retry} />}
    >
      <Suspense fallback={<LoadingState />}>
        <RemoteRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}
