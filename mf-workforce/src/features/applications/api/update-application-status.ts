import { api } from '@grovekeeper/shared';
import type { WorkforceApplication, WorkforceApplicationStatus } from '@grovekeeper/shared';

/**
 * PUT /api/workforce/applications/:id: the owner approves or rejects, the worker withdraws.
 * A 409 means someone moved the application first; its message says so.
 */
export async function updateApplicationStatus(
  applicationId: string,
  status: WorkforceApplicationStatus,
): Promise<WorkforceApplication | null> {
  const body = await api.put<{ application?: WorkforceApplication }>(
    `/api/workforce/applications/${encodeURIComponent(applicationId)}`,
    { status },
  );
  return body?.application ?? null;
}
