import { api } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';

/** GET /api/workforce/job-listings/:id: one listing, its estate as {_id, name, address}. */
export async function getJobListing(id: string): Promise<JobListing> {
  const body = await api.get<{ jobListing: JobListing }>(
    `/api/workforce/job-listings/${encodeURIComponent(id)}`,
  );
  return body.jobListing;
}
