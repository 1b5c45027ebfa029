import { api } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';

/** GET /api/estates: the signed-in user's estates, to search for workers near one of them. */
export async function getMyEstates(): Promise<Estate[]> {
  const body = await api.get<{ estates: Estate[] }>('/api/estates');
  return body.estates;
}
