import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LocalPhotoStorage } from '../../lib/storage';
import type { PhotoStorage } from '../../lib/storage';

/**
 * Orthophotos are kept as uploaded (no re-encoding: the pixels and, for GeoTIFFs, the tags
 * stay as the owner's survey delivered them) through the same storage interface as tree
 * photos, in a folder of their own (ORTHOPHOTOS_DIR). They are never served as files:
 * only the detector reads them, so their keys are not capabilities, but they are as
 * random as photo keys all the same.
 */
export type OrthophotoFormat = 'tiff' | 'png' | 'jpeg';

const EXTENSIONS: Record<OrthophotoFormat, string> = { tiff: 'tif', png: 'png', jpeg: 'jpg' };
const KEY_PATTERN = /^[0-9a-f]{32}\.(tif|png|jpg)$/;

export function newOrthophotoKey(format: OrthophotoFormat): string {
  return `${randomBytes(16).toString('hex')}.${EXTENSIONS[format]}`;
}

export function isOrthophotoKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The local photo storage's behaviour (atomic writes, 256 subfolders) for orthophoto keys. */
export class LocalOrthophotoStorage extends LocalPhotoStorage {
  constructor(private readonly dir: string) {
    super(dir);
  }

  override fileOf(key: string): string | null {
    return isOrthophotoKey(key) ? path.join(this.dir, key.slice(0, 2), key) : null;
  }
}

/** The whole file, or null when the storage has none under the key. */
export async function readStoredFile(storage: PhotoStorage, key: string): Promise<Buffer | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
