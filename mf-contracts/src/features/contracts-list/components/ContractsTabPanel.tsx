import { lazy, Suspense } from 'react';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import DescriptionIcon from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ViewMode } from '@grovekeeper/shared';
import { EmptyState, LoadingState } from '@grovekeeper/shared';
import type { ContractList } from '../hooks/useContractLists';
import type { ContractsTab } from '../hooks/useContractsTab';
import { ContractsGrid } from './ContractsGrid';
import { ViewApplicationsButton } from './ViewApplicationsButton';

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
  if (list.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
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
        title="No Contracts Found"
        description="You don't have any rental contracts yet."
        action={<ViewApplicationsButton variant="contained" />}
      />
    ) : (
      <EmptyState
        icon={<AssignmentTurnedInIcon />}
        title="No Contracts Pending Signature"
        description="All your contracts are up to date."
      />
    );
  }
  return view === 'grid' ? (
    <ContractsGrid contracts={list.contracts} userId={userId} tab={tab} />
  ) : (
    <Suspense fallback={<LoadingState label="Loading table..." />}>
      <ContractsTable contracts={list.contracts} userId={userId} tab={tab} />
    </Suspense>
  );
}
