import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton, PageHeader } from '@grovekeeper/shared';
import { JobForm } from '../../job-form/components/JobForm';
import { useMyEstates } from '../../job-form/hooks/useMyEstates';
import { usePostJob } from '../hooks/usePostJob';

/** `/workforce/post-job`: a new job listing, published at once or kept as a draft. */
export function PostJobPage() {
  const estates = useMyEstates();
  const { form, attempt, saving, submit } = usePostJob();

  return (
    <>
      <PageHeader
        title="Post Job Listing"
        subtitle="Describe the work and publish it to workers"
        actions={
          <Button
            component={RouterLink}
            to="/workforce/my-job-listings"
            startIcon={<ArrowBackIcon />}
          >
            My Job Listings
          </Button>
        }
      />
      <JobForm
        label="New job listing"
        form={form}
        estates={estates.estates}
        estatesStatus={estates.status}
        onRetryEstates={estates.retry}
        onSubmit={() => void submit('active')}
        attempt={attempt}
        actions={
          <>
            <BusyButton
              type="button"
              variant="outlined"
              disabled={saving !== null}
              busy={saving === 'draft'}
              onClick={() => void submit('draft')}
            >
              Save as Draft
            </BusyButton>
            <BusyButton
              type="submit"
              variant="contained"
              disabled={saving !== null}
              busy={saving === 'active'}
            >
              Publish Job Listing
            </BusyButton>
          </>
        }
      />
    </>
  );
}
