import { useCallback, useState } from 'react';
import {
  errorMessage,
  notifyError,
  notifySuccess,
  useLoad,
  withoutNotFound,
} from '@grovekeeper/shared';
import type { Tree, TreePhoto } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { useFixedText } from '../../common/hooks/useFixedText';
import { deleteTreePhoto } from '../api/delete-tree-photo';
import { getTreePhotos } from '../api/get-tree-photos';
import { addPhoto } from '../utils/submit-records';

/** offline: the photos are not loaded (no signal); a new one can still be added. */
export type PhotosStatus = 'loading' | 'ready' | 'error' | 'offline';

// One empty list for every render until the answer, so effects that follow it do not rerun.
const NO_PHOTOS: TreePhoto[] = [];

/**
 * The tree's photos, newest first, with upload (through the offline queue: without signal
 * the photo waits on the phone) and delete; both report their own errors.
 */
export function useTreePhotos(tree: Tree, loadPhotos = true) {
  const treeId = tree.id;
  const load = useCallback(() => getTreePhotos(treeId), [treeId]);
  const fallback = useFixedText(() => t('photos.loadFailed'));
  // The section shows the failure in place.
  const { data, setData, status, error, retry } = useLoad(loadPhotos ? load : null, fallback, {
    toast: 'never',
  });
  const photos = data ?? NO_PHOTOS;
  const [uploading, setUploading] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const upload = async (file: File, caption: string): Promise<boolean> => {
    setUploading(true);
    try {
      const photo = await addPhoto(tree, file, caption);
      if (photo && photo !== 'queued') setData((current) => [photo, ...(current ?? [])]);
      return photo !== null;
    } finally {
      setUploading(false);
    }
  };

  const remove = async (photoId: string): Promise<boolean> => {
    setDeletingId(photoId);
    try {
      await deleteTreePhoto(treeId, photoId);
      setData((current) => (current ?? []).filter((photo) => photo.id !== photoId));
      notifySuccess(t('photos.deleted'));
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t('photos.deleteFailed')));
      return false;
    } finally {
      setDeletingId(null);
    }
  };

  /** The server's list again, without a loading state (a queued photo was sent meanwhile). */
  const refresh = async (): Promise<void> => {
    try {
      setData(await getTreePhotos(treeId));
    } catch {
      retry(); // shown in place as any failed load
    }
  };

  const photosStatus: PhotosStatus = loadPhotos ? withoutNotFound(status) : 'offline';
  return { photos, status: photosStatus, error, uploading, deletingId, upload, remove, refresh };
}
