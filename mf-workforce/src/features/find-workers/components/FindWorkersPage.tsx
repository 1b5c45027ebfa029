import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardGrid, EmptyState, PageHeader, useDebouncedValue } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { WorkersLoadView } from '../../common/components/WorkersLoadView';
import { useWorkers } from '../hooks/useWorkers';
import { DEFAULT_WORKER_FILTERS, hasActiveFilters, toWorkerQuery } from '../utils/worker-filters';
import type { WorkerFilters } from '../utils/worker-filters';
import { WorkerDirectoryCard } from './WorkerDirectoryCard';
import { WorkerFiltersBar } from './WorkerFiltersBar';

/** Typing in a filter waits this long before asking the server. */
export const FILTER_DELAY_MS = 300;

/** `/workforce/find-workers`: the worker directory, 20 a page; a filter change goes to page 1. */
export function FindWorkersPage() {
  const { t } = useT();
  const [filters, setFilters] = useState<WorkerFilters>(DEFAULT_WORKER_FILTERS);
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(toWorkerQuery(filters, page), FILTER_DELAY_MS);
  const { workers, pagination, status, error, retry } = useWorkers(query);

  const changeFilters = (next: WorkerFilters) => {
    setFilters(next);
    setPage(1);
  };

  const empty = hasActiveFilters(filters) ? (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('directory.emptyTitle')}
      description={t('directory.emptyFiltered')}
      action={
        <Button onClick={() => changeFilters(DEFAULT_WORKER_FILTERS)}>
          {t('directory.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<PeopleIcon />}
      title={t('directory.emptyTitle')}
      description={t('directory.emptyNone')}
    />
  );
  const total = pagination?.total ?? 1;
  const content = (
    <WorkersLoadView
      status={status}
      error={error}
      onRetry={retry}
      isEmpty={workers.length === 0}
      empty={empty}
    >
      {() => (
        <>
          <CardGrid>
            {workers.map((worker) => (
              <WorkerDirectoryCard key={worker._id} worker={worker} />
            ))}
          </CardGrid>
          {total > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={total}
                page={pagination?.current || page}
                onChange={(_event, next) => setPage(next)}
                color="primary"
                aria-label={t('directory.pages')}
                getItemAriaLabel={(type, item, selected) => {
                  if (type !== 'page') return t(`directory.pagination.${type}`);
                  return selected
                    ? t('directory.pagination.current', { page: item })
                    : t('directory.pagination.page', { page: item });
                }}
              />
            </Box>
          )}
        </>
      )}
    </WorkersLoadView>
  );

  return (
    <>
      <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <WorkerFiltersBar filters={filters} onChange={changeFilters} />
        </CardContent>
      </Card>
      {status === 'ready' && (
        <Typography
          role="status"
          variant="subtitle1"
          sx={{ mb: 2, fontWeight: 600 }}
          data-testid="workers-count"
        >
          {t('directory.count', { count: pagination?.totalCount ?? workers.length })}
        </Typography>
      )}
      {content}
    </>
  );
}
