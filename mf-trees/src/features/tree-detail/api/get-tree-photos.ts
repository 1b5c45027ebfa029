import { api } from '@grovekeeper/shared';
import type { TreePhoto } from '@grovekeeper/shared';
import { treePath } from '../../common/api/tree-path';

export async function getTreePhotos(id: string): Promise<TreePhoto[]> {
  return (await api.get<{ photos: TreePhoto[] }>(`${treePath(id)}/photos`)).photos;
}
