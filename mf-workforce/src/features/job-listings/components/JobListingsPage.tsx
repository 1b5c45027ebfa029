import SearchOffIcon from '@mui/icons-material/SearchOff';
import WorkOffIcon from '@mui/icons-material/WorkOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  CardGrid,
  EmptyState,
  LoadErrorCard,
  LoadingState,
  PageHeader,
  useDebouncedValue,
} from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useJobListings } from '../hooks/useJobListings';
import { DEFAULT_JOB_FILTERS, hasActiveJobFilters, toJobListingQuery } from '../utils/job-filters';
import type { JobFilters } from '../utils/job-filters';
import { JobFiltersBar } from './JobFiltersBar';
import { JobListingCard } from './JobListingCard';

/** Typing in a text filter waits this long before asking the server; selects apply at once. */
export const FILTER_DELAY_MS = 300;

/** `/workforce/job-listings`: Browse Jobs, filtered by the server. */
export function JobListingsPage() {
  const { t } = useT();
  const [filters, setFilters] = useState<JobFilters>(DEFAULT_JOB_FILTERS);
  const search = useDebouncedValue(filters.search, FILTER_DELAY_MS);
  const location = useDebouncedValue(filters.location, FILTER_DELAY_MS);
  const { jobListings, status, error, retry } = useJobListings(
    toJobListingQuery({ ...filters, search, location }),
  );

  let content;
  if (status === 'loading') {
    content = <LoadingState label={t('listings.loading')} />;
  } else if (status !== 'ready') {
    content = (
      <LoadErrorCard title={t('listings.errorTitle')} message={error ?? ''} onRetry={retry} />
    );
  } else if (jobListings.length === 0 && hasActiveJobFilters(filters)) {
    content = (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('listings.noMatch.title')}
        description={t('listings.noMatch.description')}
        action={
          <Button onClick={() => setFilters(DEFAULT_JOB_FILTERS)}>
            {t('listings.clearFilters')}
          </Button>
        }
      />
    );
  } else if (jobListings.length === 0) {
    content = (
      <EmptyState
        icon={<WorkOffIcon />}
        title={t('listings.none.title')}
        description={t('listings.none.description')}
      />
    );
  } else {
    content = (
      <CardGrid twoFrom="sm" threeFrom="lg">
        {jobListings.map((listing) => (
          <JobListingCard key={listing._id} listing={listing} />
        ))}
      </CardGrid>
    );
  }

  return (
    <>
      <PageHeader title={t('listings.title')} subtitle={t('listings.subtitle')} />
      <Box sx={{ mb: 3 }}>
        <JobFiltersBar filters={filters} onChange={setFilters} />
      </Box>
      {content}
    </>
  );
}
