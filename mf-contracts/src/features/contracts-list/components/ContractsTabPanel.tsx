import { lazy, Suspense } from 'react';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import DescriptionIcon from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ViewMode } from '@grovekeeper/shared';
import { EmptyState, LoadingState } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { ContractList } from '../hooks/useContractLists';
import type { ContractsTab } from '../hooks/useContractsTab';
import { ContractsGrid } from './ContractsGrid';
import { ViewApplicationsButton } from './ViewApplicationsButton';
import '../../../i18n/parts/contracts-list';

// The table view (MUI X DataGrid) is fetched only when someone switches to it.
const ContractsTable = lazy(() =>
  import('./ContractsTable').then((module) => ({ default: module.ContractsTable })),
);

export interface ContractsTabPanelProps {
  tab: ContractsTab;
  list: ContractList;
  view: ViewMode;
  userId: string | null;
  onRetry: () => void;
}

/** One tab's content: its error, its empty state, or the cards or table. */
export function ContractsTabPanel({ tab, list, view, userId, onRetry }: ContractsTabPanelProps) {
  const { t } = useT();
  if (list.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('list.tryAgain')}
          </Button>
        }
      >
        {list.error}
      </Alert>
    );
  }
  if (list.contracts.length === 0) {
    return tab === 'mine' ? (
      <EmptyState
        icon={<DescriptionIcon />}
        title={t('list.emptyMine.title')}
        description={t('list.emptyMine.text')}
        action={<ViewApplicationsButton variant="contained" />}
      />
    ) : (
      <EmptyState
        icon={<AssignmentTurnedInIcon />}
        title={t('list.emptyPending.title')}
        description={t('list.emptyPending.text')}
      />
    );
  }
  return view === 'grid' ? (
    <ContractsGrid contracts={list.contracts} userId={userId} tab={tab} />
  ) : (
    <Suspense fallback={<LoadingState label={t('common.loadingTable')} />}>
      <ContractsTable contracts={list.contracts} userId={userId} tab={tab} />
    </Suspense>
  );
}
