import type { ReactNode } from 'react';
import type { LoadStatus } from '../hooks/useLoad';
import { LoadErrorCard } from './LoadErrorCard';
import { LoadingState } from './LoadingState';

export interface LoadViewProps {
  /** From `useLoad` (or a hook built on it). */
  status: LoadStatus;
  /** The spinner's label, e.g. 'Loading workers...'. */
  loadingLabel: string;
  /** The failure card's title, e.g. 'Error Loading Workers'. */
  errorTitle: string;
  error: string | null;
  onRetry: () => void;
  /** The failure card's `data-testid` (e.g. 'workforce:load-error'). */
  errorTestId?: string;
  /** Shown in place of the content when the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: boolean;
  /** The loaded content; a function so nothing reads the data before it is there. */
  children: () => ReactNode;
}

/**
 * The states every loaded screen goes through, in one order: loading, failed (in place, with
 * Try Again; a 404 counts as failed here, screens with a not-found page check it first),
 * empty, then the content.
 */
export function LoadView({
  status,
  loadingLabel,
  errorTitle,
  error,
  onRetry,
  errorTestId,
  empty,
  isEmpty = false,
  children,
}: LoadViewProps) {
  if (status === 'loading') return <LoadingState label={loadingLabel} />;
  if (status !== 'ready') {
    return (
      <LoadErrorCard
        testId={errorTestId}
        title={errorTitle}
        message={error ?? ''}
        onRetry={onRetry}
      />
    );
  }
  if (isEmpty) return <>{empty}</>;
  return <>{children()}</>;
}
