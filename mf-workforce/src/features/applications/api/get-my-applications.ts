import { api } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';

/** GET /api/workforce/applications/my: every application I sent (the status filter is ours). */
export async function getMyApplications(): Promise<WorkforceApplication[]> {
  const body = await api.get<{ applications: WorkforceApplication[] }>(
    '/api/workforce/applications/my',
  );
  return body.applications;
}
