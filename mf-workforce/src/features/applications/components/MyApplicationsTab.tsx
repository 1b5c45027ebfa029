import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { i18nKey } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useFixedText } from '../../common/hooks/useFixedText';
import { filterByStatus } from '../../common/utils/worker-application-status';
import type { StatusFilter } from '../../common/utils/worker-application-status';
import { getMyApplications } from '../api/get-my-applications';
import { useApplicationList } from '../hooks/useApplicationList';
import { useApplicationStatusChange } from '../hooks/useApplicationStatusChange';
import { ApplicationListState } from './ApplicationListState';
import { MyApplicationCard } from './MyApplicationCard';
import { WithdrawApplicationDialog } from './WithdrawApplicationDialog';

/** My Applications: all of mine from the server, filtered by status here (spec §7). */
export function MyApplicationsTab({ filter }: { filter: StatusFilter }) {
  const { t } = useT();
  const { applications, status, error, retry, replace } = useApplicationList(
    getMyApplications,
    useFixedText(i18nKey('applications.my.fetchFailed')),
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
            ? t('applications.my.emptyNone')
            : t('applications.my.emptyFiltered')
        }
        emptyAction={
          applications.length === 0 ? (
            <Button component={RouterLink} to="/workforce/job-listings" variant="contained">
              {t('applications.my.browse')}
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
