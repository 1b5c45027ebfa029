import { api } from '@grovekeeper/shared';
import { treePath } from '../../common/api/tree-path';

export async function deleteTreePhoto(id: string, photoId: string): Promise<void> {
  await api.delete(`${treePath(id)}/photos/${encodeURIComponent(photoId)}`);
}
