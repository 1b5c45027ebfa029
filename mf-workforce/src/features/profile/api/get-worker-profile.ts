import { api } from '@grovekeeper/shared';
import type { WorkerProfile } from '@grovekeeper/shared';

/** GET /api/workforce/profile: the caller's worker profile, or null before they create one. */
export async function getWorkerProfile(): Promise<WorkerProfile | null> {
  const body = await api.get<{ profile: WorkerProfile | null }>('/api/workforce/profile');
  return body.profile ?? null;
}
