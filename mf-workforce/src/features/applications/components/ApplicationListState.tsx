import InboxIcon from '@mui/icons-material/Inbox';
import type { ReactNode } from 'react';
import { CardGrid, EmptyState, LoadErrorCard, LoadingState } from '@grovekeeper/shared';
import type { LoadStatus } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

export interface ApplicationListStateProps {
  status: LoadStatus;
  error: string | null;
  onRetry: () => void;
  count: number;
  emptyDescription: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** A tab's list with its loading, failed and empty states; cards stack on phones. */
export function ApplicationListState({
  status,
  error,
  onRetry,
  count,
  emptyDescription,
  emptyAction,
  children,
}: ApplicationListStateProps) {
  const { t } = useT();
  if (status === 'loading') return <LoadingState label={t('applications.loading')} />;
  if (status !== 'ready') {
    return (
      <LoadErrorCard
        testId="workforce:load-error"
        title={t('applications.errorTitle')}
        message={error ?? ''}
        onRetry={onRetry}
      />
    );
  }
  if (count === 0) {
    return (
      <EmptyState
        icon={<InboxIcon />}
        title={t('applications.emptyTitle')}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  }
  return <CardGrid twoFrom="lg">{children}</CardGrid>;
}
