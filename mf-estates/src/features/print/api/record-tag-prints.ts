import { api } from '@grovekeeper/shared';

/**
 * POST /api/estates/:id/tag-prints `{ treeIds }`: the trees whose tags this sheet printed,
 * one `tag_printed` row each in their history.
 */
export async function recordTagPrints(estateId: string, treeIds: string[]): Promise<void> {
  await api.post(`/api/estates/${encodeURIComponent(estateId)}/tag-prints`, { treeIds });
}
