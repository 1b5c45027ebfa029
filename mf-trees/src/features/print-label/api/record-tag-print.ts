import { api } from '@grovekeeper/shared';

/**
 * POST /api/estates/:id/tag-prints `{ treeIds: [treeId] }`: this tree's label was printed,
 * a `tag_printed` row in its history.
 */
export async function recordTagPrint(estateId: string, treeId: string): Promise<void> {
  await api.post(`/api/estates/${encodeURIComponent(estateId)}/tag-prints`, {
    treeIds: [treeId],
  });
}
