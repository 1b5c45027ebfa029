import { api, earlyAnswer } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';

/** GET /api/estates: the signed-in owner's estates. */
export async function getEstates(): Promise<Estate[]> {
  const body = await api.get<{ estates: Estate[] }>('/api/estates');
  return body.estates;
}

/** The estates the dashboard's first paint drew, for its first render (see earlyAnswer). */
export function earlyEstates(): Estate[] | undefined {
  const body = earlyAnswer('/api/estates') as { estates?: unknown } | undefined;
  return Array.isArray(body?.estates) ? (body.estates as Estate[]) : undefined;
}
