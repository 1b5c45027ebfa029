import { api } from '@grovekeeper/shared';
import type { JobListing, JobListingQuery } from '@grovekeeper/shared';

/** GET /api/workforce/job-listings: the jobs open to the caller; empty filters left out. */
export async function getJobListings(query: JobListingQuery = {}): Promise<JobListing[]> {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() !== '') searchParams[key] = value.trim();
  }
  const body = await api.get<{ jobListings: JobListing[] }>(
    '/api/workforce/job-listings',
    searchParams,
  );
  return body.jobListings;
}
