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
import { useJobListings } from '../hooks/useJobListings';
import { DEFAULT_JOB_FILTERS, hasActiveJobFilters, toJobListingQuery } from '../utils/job-filters';
import type { JobFilters } from '../utils/job-filters';
import { JobFiltersBar } from './JobFiltersBar';
import { JobListingCard } from './JobListingCard';

/** Typing in a text filter waits this long before asking the server; selects apply at once. */
export const FILTER_DELAY_MS = 300;

/** `/workforce/job-listings`: Browse Jobs, filtered by the server. */
export function JobListingsPage() {
  const [filters, setFilters] = useState<JobFilters>(DEFAULT_JOB_FILTERS);
  const search = useDebouncedValue(filters.search, FILTER_DELAY_MS);
  const location = useDebouncedValue(filters.location, FILTER_DELAY_MS);
  const { jobListings, status, error, retry } = useJobListings(
    toJobListingQuery({ ...filters, search, location }),
  );

  let content;
  if (status === 'loading') {
    content = <LoadingState label="Loading job listings..." />;
  } else if (status !== 'ready') {
    content = (
      <LoadErrorCard title="Error Loading Job Listings" message={error ?? ''} onRetry={retry} />
    );
  } else if (jobListings.length === 0 && hasActiveJobFilters(filters)) {
    content = (
      <EmptyState
        icon={<SearchOffIcon />}
        title="No Matching Jobs"
        description="No job listings match your filters. Try changing or clearing them."
        action={<Button onClick={() => setFilters(DEFAULT_JOB_FILTERS)}>Clear filters</Button>}
      />
    );
  } else if (jobListings.length === 0) {
    content = (
      <EmptyState
        icon={<WorkOffIcon />}
        title="No Job Listings Available"
        description="There are no open jobs right now. Check back soon."
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
      <PageHeader title="Browse Jobs" subtitle="Find seasonal and permanent work on estates" />
      <Box sx={{ mb: 3 }}>
        <JobFiltersBar filters={filters} onChange={setFilters} />
      </Box>
      {content}
    </>
  );
}
