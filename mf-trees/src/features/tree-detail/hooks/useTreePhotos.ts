import { useEffect, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { TreePhoto } from '@grovekeeper/shared';
import { deleteTreePhoto, getTreePhotos, uploadTreePhoto } from '../../../api/trees';

export const LOAD_PHOTOS_FAILED = 'Failed to load photos';
export const UPLOAD_PHOTO_FAILED = 'Failed to upload photo';
export const DELETE_PHOTO_FAILED = 'Failed to delete photo';

export type PhotosStatus = 'loading' | 'ready' | 'error';

/** The tree's photos, newest first, with upload and delete (both report their own errors). */
export function useTreePhotos(treeId: string) {
  const [photos, setPhotos] = useState<TreePhoto[]>([]);
  const [status, setStatus] = useState<PhotosStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    getTreePhotos(treeId)
      .then((answer) => {
        if (!active) return;
        setPhotos(answer);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setError(errorMessage(failure, LOAD_PHOTOS_FAILED));
        setStatus('error');
      });
    return () => {
      active = false;
    };
  }, [treeId]);

  const upload = async (file: File, caption: string): Promise<boolean> => {
    setUploading(true);
    try {
      const photo = await uploadTreePhoto(treeId, file, caption);
      setPhotos((current) => [photo, ...current]);
      notifySuccess('Photo uploaded');
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, UPLOAD_PHOTO_FAILED));
      return false;
    } finally {
      setUploading(false);
    }
  };

  const remove = async (photoId: string): Promise<boolean> => {
    setDeletingId(photoId);
    try {
      await deleteTreePhoto(treeId, photoId);
      setPhotos((current) => current.filter((photo) => photo.id !== photoId));
      notifySuccess('Photo deleted');
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, DELETE_PHOTO_FAILED));
      return false;
    } finally {
      setDeletingId(null);
    }
  };

  return { photos, status, error, uploading, deletingId, upload, remove };
}
