import { api } from '@grovekeeper/shared';

/** DELETE /api/workforce/job-listings/:id: the listing and its applications. */
export function deleteJobListing(id: string): Promise<void> {
  return api.delete(`/api/workforce/job-listings/${encodeURIComponent(id)}`);
}
