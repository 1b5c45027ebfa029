import { api } from '@grovekeeper/shared';
import type { Tree, TreeUpdate } from '@grovekeeper/shared';
import { treePath } from './tree-path';

/** PUT /api/trees/:id: the fields given; answers the updated tree. */
export async function updateTree(id: string, update: TreeUpdate): Promise<Tree> {
  return (await api.put<{ tree: Tree }>(treePath(id), update)).tree;
}
