import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import { notFound } from '../../../lib/http-errors';
import { isId, newId } from '../../../lib/ids';
import type { TreePhoto } from '../schemas';
import { requireTreeAccess, TREE_NOT_FOUND } from '../service';
import { processPhoto } from './image';
import * as photos from './repository';
import { deletePhotoFiles, newPhotoKey } from './storage';
import type { PhotoStorage } from './storage';
import type { PhotoUpload } from './upload';

export const PHOTO_NOT_FOUND = 'Photo not found';

export interface PhotoDeps {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
}

export async function listTreePhotos(
  db: Database,
  ownerId: string,
  treeId: string,
): Promise<TreePhoto[]> {
  const tree = await requireTreeAccess(db, ownerId, treeId);
  return photos.listPhotos(db, tree.id);
}

/**
 * Re-encodes the upload and its thumbnail, stores both files, then records the photo.
 * Files are written first so a recorded photo always has its files; when recording fails
 * (or the tree vanished meanwhile) the files are removed again, leaving nothing behind.
 */
export async function addTreePhoto(
  { db, storage, log }: PhotoDeps,
  ownerId: string,
  treeId: string,
  upload: PhotoUpload,
): Promise<TreePhoto> {
  const processed = await processPhoto(upload.data);
  const storageKey = newPhotoKey(processed.format);
  const thumbnailKey = newPhotoKey('webp');
  try {
    // Both writes settle before any clean-up, so no write can land after its deletion.
    const writes = await Promise.allSettled([
      storage.put(storageKey, processed.image),
      storage.put(thumbnailKey, processed.thumbnail),
    ]);
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
    const photo = await photos.insertPhoto(db, {
      id: newId(),
      treeId,
      ownerId,
      storageKey,
      thumbnailKey,
      caption: upload.caption,
    });
    if (!photo) throw notFound(TREE_NOT_FOUND);
    return photo;
  } catch (error) {
    await deletePhotoFiles(storage, [storageKey, thumbnailKey], log);
    throw error;
  }
}

/** Deletes the record, then its files (an undeletable file is only logged). */
export async function deleteTreePhoto(
  { db, storage, log }: PhotoDeps,
  ownerId: string,
  treeId: string,
  photoId: string,
): Promise<void> {
  const tree = await requireTreeAccess(db, ownerId, treeId);
  const keys = isId(photoId) ? await photos.deletePhoto(db, tree.id, photoId) : null;
  if (!keys) throw notFound(PHOTO_NOT_FOUND);
  await deletePhotoFiles(storage, keys, log);
}
