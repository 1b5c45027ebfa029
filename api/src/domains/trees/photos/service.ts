import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import { notFound, HttpError } from '../../../lib/http-errors';
import { isId, newId } from '../../../lib/ids';
import type { EstateDeletionCleanup } from '../../estates';
import type { TreePhoto } from '../schemas';
import { requireTreeAccess } from '../service';
import { OWN_WORK_MS } from '../access';
import { mayDo } from '../../../lib/access';
import { processPhoto } from './image';
import * as photos from './repository';
import { deletePhotoFiles, newPhotoKey } from '../../../lib/storage';
import type { FileStorage } from '../../../lib/storage';
import type { PhotoUpload } from './upload';
import { insertTreeHistory } from '../history/repository';

export const PHOTO_NOT_FOUND = 'Photo not found';
export const OWN_PHOTOS_ONLY =
  'Your role on this estate does not allow this: you may remove only the photos you added in the last 24 hours.';
/** How long field staff may remove a photo they added. */

export interface PhotoDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export async function listTreePhotos(
  db: Database,
  userId: string,
  treeId: string,
): Promise<TreePhoto[]> {
  const tree = await requireTreeAccess(db, userId, treeId);
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
  const keys = [storageKey, thumbnailKey];
  // Recorded before the files land: if this process dies before the photo is recorded, the
  // sweep finds and deletes the files (sweepAbandonedUploads).
  await photos.beginUpload(db, keys);
  try {
    // Both writes settle before any clean-up, so no write can land after its deletion.
    const writes = await Promise.allSettled([
      storage.put(storageKey, processed.image),
      storage.put(thumbnailKey, processed.thumbnail),
    ]);
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
    const photo = await db.transaction(async (tx) => {
      // Checked again: the tree may have gone, or the caller been removed, meanwhile.
      const tree = await requireTreeAccess(tx, ownerId, treeId, 'fieldUpdate');
      const inserted = await photos.insertPhoto(tx, {
        id: newId(),
        treeId: tree.id,
        estateId: tree.estateId,
        uploadedBy: ownerId,
        storageKey,
        thumbnailKey,
        caption: upload.caption,
      });
      await photos.endUpload(tx, keys);
      await insertTreeHistory(tx, [
        {
          treeId: tree.id,
          estateId: tree.estateId,
          actorId: ownerId,
          action: 'photo_added',
          changes: [{ field: 'photo', from: null, to: historyPhoto(inserted) }],
        },
      ]);
      return inserted;
    });
    return photo;
  } catch (error) {
    await deletePhotoFiles(storage, keys, log);
    await photos.endUpload(db, keys).catch((cleanup: unknown) => {
      // Left for the sweep, which deletes the (already deleted) files again.
      log.warn({ err: cleanup }, 'Could not close a failed photo upload');
    });
    throw error;
  }
}

/**
 * Deletes the files of uploads that never became a photo (their process died between writing
 * the files and recording the photo) once older than `graceSeconds`, longer than any upload
 * takes. Answers how many keys it cleared. Safe on several replicas at once: deleting a file
 * twice is harmless, and a key is only forgotten after its file is gone.
 */
export async function sweepAbandonedUploads(
  { db, storage, log }: PhotoDeps,
  graceSeconds: number,
): Promise<number> {
  const keys = await photos.abandonedUploads(db, graceSeconds);
  if (keys.length === 0) return 0;
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  // A key whose file could not be deleted stays for the next sweep.
  const deleted = keys.filter((_, index) => results[index]!.status === 'fulfilled');
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected')
      log.warn(
        { err: result.reason, key: keys[index] },
        'Could not delete an abandoned photo file',
      );
  }
  await photos.endUpload(db, deleted);
  log.warn({ count: deleted.length }, 'Deleted the files of abandoned photo uploads');
  return deleted.length;
}

/** Deletes the record, then its files (an undeletable file is only logged). */
export async function deleteTreePhoto(
  { db, storage, log }: PhotoDeps,
  ownerId: string,
  treeId: string,
  photoId: string,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const tree = await requireTreeAccess(tx, ownerId, treeId, 'fieldUpdate');
    const found = isId(photoId) ? await photos.findPhotoAuthor(tx, tree.id, photoId) : null;
    if (!found) throw notFound(PHOTO_NOT_FOUND);
    // Field staff remove only what they added, for 24 hours; managers and the owner any.
    if (
      !mayDo(tree.role, 'manageTrees') &&
      (found.uploadedBy !== ownerId || Date.now() - found.createdAt.getTime() > OWN_WORK_MS)
    ) {
      throw new HttpError(403, OWN_PHOTOS_ONLY);
    }
    const deleted = await photos.deletePhoto(tx, tree.id, found.id);
    if (!deleted) throw notFound(PHOTO_NOT_FOUND);
    await insertTreeHistory(tx, [
      {
        treeId: tree.id,
        estateId: tree.estateId,
        actorId: ownerId,
        action: 'photo_removed',
        changes: [{ field: 'photo', from: historyPhoto(deleted.photo), to: null }],
      },
    ]);
    return deleted.keys;
  });
  await deletePhotoFiles(storage, keys, log);
}

/** A photo as a history row keeps it: enough to show it inline while it exists. */
function historyPhoto(photo: TreePhoto): {
  id: string;
  url: string;
  thumbnailUrl: string;
  caption: string;
} {
  return { id: photo.id, url: photo.url, thumbnailUrl: photo.thumbnailUrl, caption: photo.caption };
}

/**
 * The estates domain's deletion cleanup for tree photos: inside the deletion transaction
 * the keys of every photo (and thumbnail) of the estate's trees are read, and once the
 * deletion committed their files are deleted (an undeletable file is logged as an orphan).
 */
export function estatePhotoCleanup(storage: FileStorage): EstateDeletionCleanup {
  return async (tx, estateId) => {
    const keys = await photos.estatePhotoKeys(tx, estateId);
    return (log) => deletePhotoFiles(storage, keys, log);
  };
}
