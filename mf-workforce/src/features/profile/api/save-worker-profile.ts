import { api } from '@grovekeeper/shared';
import type { WorkerProfile, WorkerProfileInput } from '@grovekeeper/shared';

/** PUT /api/workforce/profile: creates or replaces the caller's profile (one per user). */
export async function saveWorkerProfile(input: WorkerProfileInput): Promise<WorkerProfile> {
  const body = await api.put<{ profile: WorkerProfile }>('/api/workforce/profile', input);
  return body.profile;
}
