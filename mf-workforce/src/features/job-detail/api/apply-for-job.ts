import { api } from '@grovekeeper/shared';
import type { NewWorkforceApplication, WorkforceApplication } from '@grovekeeper/shared';

/** The fixed message Apply Now sends (spec §7: a fixed "interested" message). */
export const APPLY_MESSAGE = 'I am interested in this position.';

/** POST /api/workforce/job-listings/:id/apply: the caller applies with the fixed message. */
export async function applyForJob(jobListingId: string): Promise<WorkforceApplication> {
  const body: NewWorkforceApplication = { message: APPLY_MESSAGE };
  const answer = await api.post<{ application: WorkforceApplication }>(
    `/api/workforce/job-listings/${encodeURIComponent(jobListingId)}/apply`,
    body,
  );
  return answer.application;
}
