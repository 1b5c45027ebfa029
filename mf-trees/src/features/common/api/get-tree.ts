import { api } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { treePath } from './tree-path';

/** GET /api/trees/:id (owner only; another user's tree answers 404). */
export async function getTree(id: string): Promise<Tree> {
  return (await api.get<{ tree: Tree }>(treePath(id))).tree;
}
