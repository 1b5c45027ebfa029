import { api } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';

/** GET /api/trees/qr/:code: the owner's tree with that QR code or text code. */
export async function getTreeByCode(code: string): Promise<Tree> {
  return (await api.get<{ tree: Tree }>(`/api/trees/qr/${encodeURIComponent(code)}`)).tree;
}
