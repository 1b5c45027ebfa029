import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isKeyOf, PHOTOS } from './namespaces';

/**
 * Where files live (tree photos, estate orthophotos, detection snapshots), one instance
 * per namespace (namespaces.ts): the local folder by default (local-storage.ts), an
 * S3-compatible bucket when S3_* is set (s3-storage.ts). Keys are 32 random hex characters
 * (128 bits) and an extension, so a file URL cannot be guessed and works as a capability:
 * the public tag page shows photos without signing in.
 */
export interface FileStorage {
  /** Stores the bytes under the key (replacing what it held); a reader never sees half a file. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file as a stream, with its size and time, or null when no file has that key. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key that holds nothing (or is not this namespace's) is not an error. */
  delete(key: string): Promise<void>;
  /** Every file of the namespace (unordered; drafts of unfinished writes left out). */
  list(): AsyncIterable<FileEntry>;
}

export interface FileEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface StoredFile {
  stream: Readable;
  size: number;
  modifiedAt: Date;
}

export const PHOTO_FORMATS = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

export type PhotoFormat = keyof typeof PHOTO_FORMATS;

export function newPhotoKey(format: PhotoFormat): string {
  return `${randomBytes(16).toString('hex')}.${PHOTO_FORMATS[format].extension}`;
}

/** Only keys this module makes: no separators, no dots but the extension's, no traversal. */
export function isPhotoKey(value: string): boolean {
  return isKeyOf(PHOTOS, value);
}

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const format = Object.values(PHOTO_FORMATS).find((entry) => entry.extension === extension);
  return format?.contentType ?? 'application/octet-stream';
}

export const PHOTO_URL_PREFIX = '/api/files/photos/';

export function photoUrl(key: string): string {
  return `${PHOTO_URL_PREFIX}${key}`;
}

/**
 * Deletes files whose records are gone, a few at a time. Never throws: the records are
 * already deleted (or never written), so a file that cannot be removed is only an orphan,
 * logged for the operator.
 */
export async function deletePhotoFiles(
  storage: FileStorage,
  keys: readonly string[],
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const BATCH = 32;
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const results = await Promise.allSettled(batch.map((key) => storage.delete(key)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        log.warn({ err: result.reason, key: batch[index] }, 'Could not delete a photo file');
      }
    });
  }
}
