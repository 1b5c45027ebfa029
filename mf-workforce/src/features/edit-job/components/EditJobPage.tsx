import Alert from '@mui/material/Alert';
import { Navigate, useParams } from 'react-router-dom';
import { BackLink, LoadingState, PageHeader } from '@grovekeeper/shared';
import { useJobListing } from '../../job-detail/hooks/useJobListing';
import { EditJobForm } from './EditJobForm';

export const LOAD_JOB_LISTING_FAILED = 'Failed to load job listing';

/**
 * `/workforce/job-listings/:id/edit`: the owner edits every field of a listing. A failed
 * load goes back to My Job Listings with the toast (spec §2 and §8).
 */
export function EditJobPage() {
  const { id = '' } = useParams();
  const { listing, status } = useJobListing(id, LOAD_JOB_LISTING_FAILED);

  let content;
  if (status === 'loading') content = <LoadingState label="Loading job listing..." />;
  else if (status !== 'ready' || !listing)
    return <Navigate to="/workforce/my-job-listings" replace />;
  else if (!listing.isOwnedByMe) {
    content = <Alert severity="warning">Only the owner of this job listing can edit it.</Alert>;
  } else content = <EditJobForm key={listing._id} listing={listing} />;

  return (
    <>
      <PageHeader
        title="Edit Job Listing"
        subtitle={listing?.title}
        actions={<BackLink to="/workforce/my-job-listings">My Job Listings</BackLink>}
      />
      {content}
    </>
  );
}
