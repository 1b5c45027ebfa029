import { api } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';

/** GET /api/workforce/job-listings/my: every listing the caller posted, drafts included. */
export async function getMyJobListings(): Promise<JobListing[]> {
  const body = await api.get<{ jobListings: JobListing[] }>('/api/workforce/job-listings/my');
  return body.jobListings;
}
