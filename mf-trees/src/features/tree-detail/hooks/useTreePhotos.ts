import { useCallback } from 'react';
import type { Tree, TreePhoto } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { deleteTreePhoto } from '../api/delete-tree-photo';
import { getTreePhotos } from '../api/get-tree-photos';
import { addPhoto } from '../utils/submit-records';
import { useTreeRecords } from './useTreeRecords';
import type { TreeRecordsStatus } from './useTreeRecords';

/** offline: the photos are not loaded (no signal); a new one can still be added. */
export type PhotosStatus = TreeRecordsStatus;

/**
 * The tree's photos, newest first, with upload (through the offline queue: without signal
 * the photo waits on the phone) and delete; both report their own errors.
 */
export function useTreePhotos(tree: Tree, loadPhotos = true) {
  const treeId = tree.id;
  const load = useCallback(() => getTreePhotos(treeId), [treeId]);
  const list = useTreeRecords<TreePhoto>(loadPhotos ? load : null, () => t('photos.loadFailed'));

  const upload = (file: File, caption: string): Promise<boolean> =>
    list.add(
      () => addPhoto(tree, file, caption),
      (current, photo) => [photo, ...current],
    );

  const remove = (photoId: string): Promise<boolean> =>
    list.change(
      photoId,
      async () => {
        await deleteTreePhoto(treeId, photoId);
        return (current) => current.filter((photo) => photo.id !== photoId);
      },
      () => t('photos.deleted'),
      () => t('photos.deleteFailed'),
    );

  return {
    photos: list.records,
    status: list.status,
    error: list.error,
    uploading: list.adding,
    deletingId: list.busyId,
    upload,
    remove,
    refresh: list.refresh,
  };
}
