import { api } from '@grovekeeper/shared';
import type { EstateRole } from '@grovekeeper/shared';

/** GET /api/estates: the caller's role on each estate they own or are a member of. */
export async function getEstateRoles(): Promise<(EstateRole | undefined)[]> {
  const body = await api.get<{ estates?: { role?: EstateRole }[] }>('/api/estates');
  return (body.estates ?? []).map((estate) => estate.role);
}
