import { api } from '@grovekeeper/shared';
import type { JobListing, NewJobListing } from '@grovekeeper/shared';

/** POST /api/workforce/job-listings: a new listing, saved as draft or published as active. */
export async function createJobListing(listing: NewJobListing): Promise<JobListing> {
  const body = await api.post<{ jobListing: JobListing }>('/api/workforce/job-listings', listing);
  return body.jobListing;
}
