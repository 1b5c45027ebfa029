import { api } from '@grovekeeper/shared';

/** GET /api/estates: the ids of the estates the signed-in user owns or is a member of. */
export async function getMyEstateIds(): Promise<string[]> {
  const body = await api.get<{ estates?: { id: string }[] }>('/api/estates');
  return (body.estates ?? []).map((estate) => estate.id);
}
