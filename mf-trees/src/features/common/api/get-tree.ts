import { api, earlyAnswer } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { treePath } from './tree-path';

/** GET /api/trees/:id (owner only; another user's tree answers 404). */
export async function getTree(id: string): Promise<Tree> {
  return (await api.get<{ tree: Tree }>(treePath(id))).tree;
}

/** The tree the page's first paint drew, for its first render (see earlyAnswer). */
export function earlyTree(id: string): Tree | undefined {
  const body = earlyAnswer(treePath(id)) as { tree?: unknown } | undefined;
  const tree = body?.tree;
  return typeof tree === 'object' && tree !== null ? (tree as Tree) : undefined;
}
