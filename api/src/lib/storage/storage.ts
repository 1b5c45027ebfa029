import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where files live (tree photos; estate orthophotos through the same interface): the
 * local folder by default (local-storage.ts), an
 * S3-compatible bucket in production. Keys are 32 random hex characters (128 bits) and an
 * extension, so a file URL cannot be guessed and works as a capability: the public tag
 * page shows photos without signing in.
 */
export interface PhotoStorage {
  /** Stores the bytes under a new key; a reader never sees half a file. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file and its size, or null when no file has that key. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a key that holds nothing (or is not a photo key) is not an error. */
  delete(key: string): Promise<void>;
}

export const PHOTO_FORMATS = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

export type PhotoFormat = keyof typeof PHOTO_FORMATS;

const KEY_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function newPhotoKey(format: PhotoFormat): string {
  return `${randomBytes(16).toString('hex')}.${PHOTO_FORMATS[format].extension}`;
}

/** Only keys this module makes: no separators, no dots but the extension's, no traversal. */
export function isPhotoKey(value: string): boolean {
  return KEY_PATTERN.test(value);
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
  storage: PhotoStorage,
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
