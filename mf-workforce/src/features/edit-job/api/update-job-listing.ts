import { api } from '@grovekeeper/shared';
import type { JobListing, JobListingFields } from '@grovekeeper/shared';

/**
 * PUT /api/workforce/job-listings/:id with the full listing. The status is left out: the
 * edit page changes the terms, and status changes go through the owner's list.
 */
export async function updateJobListing(id: string, fields: JobListingFields): Promise<JobListing> {
  const body = await api.put<{ jobListing: JobListing }>(
    `/api/workforce/job-listings/${encodeURIComponent(id)}`,
    fields,
  );
  return body.jobListing;
}
