import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { WorkforceApplication } from '@grovekeeper/shared';
import { filterByStatus } from '../../common/utils/worker-application-status';
import type { StatusFilter } from '../../common/utils/worker-application-status';
import { getMyApplications } from '../api/get-my-applications';
import { useApplicationList } from '../hooks/useApplicationList';
import { useApplicationStatusChange } from '../hooks/useApplicationStatusChange';
import { ApplicationListState } from './ApplicationListState';
import { MyApplicationCard } from './MyApplicationCard';
import { WithdrawApplicationDialog } from './WithdrawApplicationDialog';

export const FETCH_MY_APPLICATIONS_FAILED = 'Failed to fetch your applications';

/** My Applications: all of mine from the server, filtered by status here (spec §7). */
export function MyApplicationsTab({ filter }: { filter: StatusFilter }) {
  const { applications, status, error, retry, replace } = useApplicationList(
    getMyApplications,
    FETCH_MY_APPLICATIONS_FAILED,
  );
  const { busyId, change } = useApplicationStatusChange(replace);
  const [toWithdraw, setToWithdraw] = useState<WorkforceApplication | null>(null);
  const shown = filterByStatus(applications, filter);

  const withdraw = async (application: WorkforceApplication) => {
    await change(application, 'withdrawn');
    setToWithdraw(null);
  };

  return (
    <>
      <ApplicationListState
        status={status}
        error={error}
        onRetry={retry}
        count={shown.length}
        emptyDescription={
          applications.length === 0
            ? 'You have not applied for any jobs yet.'
            : 'None of your applications has this status.'
        }
        emptyAction={
          applications.length === 0 ? (
            <Button component={RouterLink} to="/workforce/job-listings" variant="contained">
              Browse Jobs
            </Button>
          ) : undefined
        }
      >
        {shown.map((application) => (
          <MyApplicationCard
            key={application._id}
            application={application}
            busy={busyId === application._id}
            onWithdraw={setToWithdraw}
          />
        ))}
      </ApplicationListState>
      <WithdrawApplicationDialog
        application={toWithdraw}
        busy={toWithdraw !== null && busyId === toWithdraw._id}
        onConfirm={(application) => void withdraw(application)}
        onCancel={() => setToWithdraw(null)}
      />
    </>
  );
}
