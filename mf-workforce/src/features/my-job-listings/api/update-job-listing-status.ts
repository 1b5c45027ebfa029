import { api } from '@grovekeeper/shared';
import type { JobListing, JobListingStatus } from '@grovekeeper/shared';

/** PUT /api/workforce/job-listings/:id with only {status}: close or activate a listing. */
export async function updateJobListingStatus(
  id: string,
  status: JobListingStatus,
): Promise<JobListing> {
  const body = await api.put<{ jobListing: JobListing }>(
    `/api/workforce/job-listings/${encodeURIComponent(id)}`,
    { status },
  );
  return body.jobListing;
}
