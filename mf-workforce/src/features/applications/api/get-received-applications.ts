import { api } from '@grovekeeper/shared';
import type { WorkforceApplication, WorkforceApplicationStatus } from '@grovekeeper/shared';

/** GET /api/workforce/applications: applications to my job listings, filtered by the server. */
export async function getReceivedApplications(
  status?: WorkforceApplicationStatus,
): Promise<WorkforceApplication[]> {
  const body = await api.get<{ applications: WorkforceApplication[] }>(
    '/api/workforce/applications',
    status ? { status } : undefined,
  );
  return body.applications;
}
