import { api, peekEarlyAnswer } from '@grovekeeper/shared';
import type { EstateRole } from '@grovekeeper/shared';

type EstatesBody = { estates?: { role?: EstateRole }[] };

/**
 * GET /api/estates: the caller's role on each estate they own or are a member of. While the
 * dashboard loads, its early read of the same list is read from a copy, so the dashboard
 * still takes that answer (its first paint stays filled, with no second request) instead of
 * asking the server again.
 */
export async function getEstateRoles(): Promise<(EstateRole | undefined)[]> {
  const early = (await peekEarlyAnswer('/api/estates')) as EstatesBody | undefined;
  const body = Array.isArray(early?.estates) ? early : await api.get<EstatesBody>('/api/estates');
  return (body.estates ?? []).map((estate) => estate.role);
}
