import { api } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';

/** GET /api/estates: the caller's own estates, the ones a job listing may belong to. */
export async function getMyEstates(): Promise<Estate[]> {
  const body = await api.get<{ estates: Estate[] }>('/api/estates');
  return body.estates;
}
