import { api } from '@grovekeeper/shared';
import type { TreePhoto } from '@grovekeeper/shared';
import { treePath } from '../../common/api/tree-path';

/** POST /api/trees/:id/photos, multipart `photo` (the file) and optional `caption`. */
export async function uploadTreePhoto(id: string, file: File, caption = ''): Promise<TreePhoto> {
  const form = new FormData();
  // The caption goes first so the server has it before the file streams in.
  if (caption.trim()) form.append('caption', caption.trim());
  form.append('photo', file);
  return (await api.upload<{ photo: TreePhoto }>(`${treePath(id)}/photos`, form)).photo;
}
