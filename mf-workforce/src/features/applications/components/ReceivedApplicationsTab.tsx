import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { i18nKey } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useFixedText } from '../../common/hooks/useFixedText';
import { getReceivedApplications } from '../api/get-received-applications';
import { useApplicationList } from '../hooks/useApplicationList';
import { useApplicationStatusChange } from '../hooks/useApplicationStatusChange';
import { statusQuery } from '../../common/utils/worker-application-status';
import type { StatusFilter } from '../../common/utils/worker-application-status';
import { ApplicationListState } from './ApplicationListState';
import { ReceivedApplicationCard } from './ReceivedApplicationCard';

/** Received Applications: the server filters by status; the owner approves or rejects. */
export function ReceivedApplicationsTab({ filter }: { filter: StatusFilter }) {
  const { t } = useT();
  const load = useCallback(() => getReceivedApplications(statusQuery(filter)), [filter]);
  const { applications, status, error, retry, replace } = useApplicationList(
    load,
    useFixedText(i18nKey('applications.received.fetchFailed')),
  );
  const { busyId, change } = useApplicationStatusChange(replace);

  return (
    <ApplicationListState
      status={status}
      error={error}
      onRetry={retry}
      count={applications.length}
      emptyDescription={
        filter === 'all'
          ? t('applications.received.emptyNone')
          : t('applications.received.emptyFiltered')
      }
      emptyAction={
        filter === 'all' ? (
          <Button component={RouterLink} to="/workforce/my-job-listings" variant="contained">
            {t('applications.received.myListings')}
          </Button>
        ) : undefined
      }
    >
      {applications.map((application) => (
        <ReceivedApplicationCard
          key={application._id}
          application={application}
          busy={busyId === application._id}
          onDecide={(target, decision) => void change(target, decision)}
        />
      ))}
    </ApplicationListState>
  );
}
