import { Navigate, useParams } from 'react-router-dom';
import { LoadingState } from '@grovekeeper/shared';
import { useJobListing } from '../hooks/useJobListing';
import { JobDetailView } from './JobDetailView';

export const FETCH_JOB_LISTING_FAILED = 'Failed to fetch job listing';

/**
 * `/workforce/job-listings/:id`. A listing that is missing or fails to load sends the
 * person back to Browse Jobs with the toast (spec §2 and §8).
 */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const { listing, setListing, status } = useJobListing(id, FETCH_JOB_LISTING_FAILED);

  if (status === 'loading') return <LoadingState label="Loading job listing..." />;
  if (status !== 'ready' || !listing) return <Navigate to="/workforce/job-listings" replace />;
  return <JobDetailView listing={listing} onApplied={setListing} />;
}
