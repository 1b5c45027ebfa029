import type { Queryable } from '../../../db';
import type { TreePhoto } from '../schemas';
import { photoUrl } from '../../../lib/storage';

/** The SQL of tree photos. Callers have checked the caller's access to the tree. */

const PHOTO_COLUMNS = `id, storage_key AS "storageKey", thumbnail_key AS "thumbnailKey", caption,
  created_at AS "createdAt"`;

export interface PhotoRow {
  id: string;
  storageKey: string;
  thumbnailKey: string;
  caption: string;
  /** A Date from a column, an ISO 8601 text from JSON (see PHOTOS_JSON). */
  createdAt: Date | string;
}

/**
 * A tree's photos, newest first, as one JSON value for a correlated subquery on `t`
 * (the public tag reads its tree and photos in one statement).
 */
export const PHOTOS_JSON = `(SELECT coalesce(json_agg(json_build_object('id', p.id,
    'storageKey', p.storage_key, 'thumbnailKey', p.thumbnail_key, 'caption', p.caption,
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ORDER BY p.created_at DESC, p.id DESC), '[]'::json)
  FROM tree_photos p WHERE p.tree_id = t.id)`;

export function toPhoto(row: PhotoRow): TreePhoto {
  return {
    id: row.id,
    url: photoUrl(row.storageKey),
    // Rows without a thumbnail fall back to the photo itself.
    thumbnailUrl: photoUrl(row.thumbnailKey || row.storageKey),
    caption: row.caption,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The tree's photos, newest first. */
export async function listPhotos(db: Queryable, treeId: string): Promise<TreePhoto[]> {
  const rows = await db.query<PhotoRow>(
    `SELECT ${PHOTO_COLUMNS} FROM tree_photos WHERE tree_id = $1
      ORDER BY created_at DESC, id DESC`,
    [treeId],
  );
  return rows.map(toPhoto);
}

export interface PhotoInsert {
  id: string;
  treeId: string;
  estateId: string;
  uploadedBy: string;
  storageKey: string;
  thumbnailKey: string;
  caption: string;
}

/** Inserts the photo (the caller checked, in its transaction, that it may add it). */
export async function insertPhoto(db: Queryable, photo: PhotoInsert): Promise<TreePhoto> {
  const [row] = await db.query<PhotoRow>(
    `INSERT INTO tree_photos (id, tree_id, storage_key, thumbnail_key, caption, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${PHOTO_COLUMNS}`,
    [photo.id, photo.treeId, photo.storageKey, photo.thumbnailKey, photo.caption, photo.uploadedBy],
  );
  return toPhoto(row as PhotoRow);
}

/** Who added the tree's photo and when, held for the transaction; null when there is none. */
export async function findPhotoAuthor(
  db: Queryable,
  treeId: string,
  photoId: string,
): Promise<{ id: string; uploadedBy: string | null; createdAt: Date } | null> {
  const [row] = await db.query<{ id: string; uploadedBy: string | null; createdAt: Date }>(
    `SELECT id, uploaded_by AS "uploadedBy", created_at AS "createdAt" FROM tree_photos
      WHERE id = $1 AND tree_id = $2 FOR UPDATE`,
    [photoId, treeId],
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}

/**
 * Deletes the tree's photo; answers it and its storage keys, or null when there is no such
 * photo.
 */
export async function deletePhoto(
  db: Queryable,
  treeId: string,
  photoId: string,
): Promise<{ photo: TreePhoto; keys: string[] } | null> {
  const [row] = await db.query<PhotoRow>(
    `DELETE FROM tree_photos WHERE id = $1 AND tree_id = $2 RETURNING ${PHOTO_COLUMNS}`,
    [photoId, treeId],
  );
  if (!row) return null;
  return {
    photo: toPhoto(row),
    keys: [row.storageKey, row.thumbnailKey].filter((key) => key !== ''),
  };
}

/** Records storage keys about to be written (see migration 0010_photo_uploads). */
export async function beginUpload(db: Queryable, keys: readonly string[]): Promise<void> {
  await db.query('INSERT INTO photo_uploads (storage_key) SELECT unnest($1::text[])', [keys]);
}

/** The upload is over: recorded as a photo (in its transaction) or cleaned up. */
export async function endUpload(db: Queryable, keys: readonly string[]): Promise<void> {
  await db.query('DELETE FROM photo_uploads WHERE storage_key = ANY($1::text[])', [keys]);
}

/** Keys of uploads started more than `graceSeconds` ago and never finished. */
export async function abandonedUploads(db: Queryable, graceSeconds: number): Promise<string[]> {
  const rows = await db.query<{ storageKey: string }>(
    `SELECT storage_key AS "storageKey" FROM photo_uploads
      WHERE started_at < now() - make_interval(secs => $1)
      ORDER BY started_at LIMIT 500`,
    [graceSeconds],
  );
  return rows.map((row) => row.storageKey);
}

/** Storage keys of every photo of the estate's trees (and their thumbnails). */
export async function estatePhotoKeys(db: Queryable, estateId: string): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `SELECT unnest(ARRAY[p.storage_key, p.thumbnail_key]) AS key
       FROM tree_photos p JOIN trees t ON t.id = p.tree_id
      WHERE t.estate_id = $1`,
    [estateId],
  );
  return rows.map((row) => row.key).filter((key) => key !== '');
}
