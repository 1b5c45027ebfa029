import { api } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';

/** GET /api/estates: the signed-in owner's estates. */
export async function getEstates(): Promise<Estate[]> {
  const body = await api.get<{ estates: Estate[] }>('/api/estates');
  return body.estates;
}
