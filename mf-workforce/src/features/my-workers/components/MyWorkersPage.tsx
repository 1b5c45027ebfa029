import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CardGrid, EmptyState, PageHeader, i18nKey, useLoad } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { WorkersLoadView } from '../../common/components/WorkersLoadView';
import { useFixedText } from '../../common/hooks/useFixedText';
import { ApplicationStatusSelect } from '../../common/components/ApplicationStatusSelect';
import { parseStatusFilter, statusQuery } from '../../common/utils/worker-application-status';
import type { StatusFilter } from '../../common/utils/worker-application-status';
import { getReceivedApplications } from '../../applications/api/get-received-applications';
import { rated } from '../utils/rating';
import { HiredWorkerCard } from './HiredWorkerCard';

/** No `status` in the URL means Approved: the workers actually hired. */
function filterFrom(params: URLSearchParams): StatusFilter {
  const value = params.get('status');
  return value === null ? 'approved' : parseStatusFilter(value);
}

/** `/workforce/my-workers`: the workers who applied to my jobs, hired ones first, to rate them. */
export function MyWorkersPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const load = useCallback(() => getReceivedApplications(statusQuery(filter)), [filter]);
  const { data, setData, status, error, retry } = useLoad(
    load,
    useFixedText(i18nKey('myWorkers.loadFailed')),
  );
  const applications = data ?? [];

  const onRated = (application: WorkforceApplication, score: number) =>
    setData((list) =>
      (list ?? []).map((item) => (item._id === application._id ? rated(item, score) : item)),
    );

  const content = (
    <WorkersLoadView
      status={status}
      error={error}
      onRetry={retry}
      isEmpty={applications.length === 0}
      empty={
        <EmptyState
          icon={<GroupsIcon />}
          title={t('myWorkers.emptyTitle')}
          description={
            filter === 'approved' ? t('myWorkers.emptyApproved') : t('myWorkers.emptyFiltered')
          }
          action={
            <Button component={RouterLink} to="/workforce/applications" variant="contained">
              {t('myWorkers.review')}
            </Button>
          }
        />
      }
    >
      {() => (
        <CardGrid>
          {applications.map((application) => (
            <HiredWorkerCard key={application._id} application={application} onRated={onRated} />
          ))}
        </CardGrid>
      )}
    </WorkersLoadView>
  );

  return (
    <>
      <PageHeader title={t('myWorkers.title')} subtitle={t('myWorkers.subtitle')} />
      <Box sx={{ ml: 'auto', width: { xs: '100%', sm: 220 }, mb: 3 }}>
        <ApplicationStatusSelect
          id="my-workers-status-filter"
          value={filter}
          onChange={(next) => setParams({ status: next }, { replace: true })}
        />
      </Box>
      {content}
    </>
  );
}
