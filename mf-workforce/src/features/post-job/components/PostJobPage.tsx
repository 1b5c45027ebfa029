import { BackLink, DraftPublishActions, PageHeader } from '@grovekeeper/shared';
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
        actions={<BackLink to="/workforce/my-job-listings">My Job Listings</BackLink>}
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
          <DraftPublishActions
            saving={saving}
            onSaveDraft={() => void submit('draft')}
            publishLabel="Publish Job Listing"
          />
        }
      />
    </>
  );
}
