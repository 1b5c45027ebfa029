import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../../lib/storage';

/**
 * Orthophotos are kept as uploaded (no re-encoding: the pixels and, for GeoTIFFs, the tags
 * stay as the owner's survey delivered them) through the same storage interface as tree
 * photos, in a namespace of their own (ORTHOPHOTOS_DIR, or `orthophotos/` in the bucket).
 * They are never served as files: only the detector reads them, so their keys are not capabilities, but they are as
 * random as photo keys all the same.
 */
export type OrthophotoFormat = 'tiff' | 'png' | 'jpeg';

const EXTENSIONS: Record<OrthophotoFormat, string> = { tiff: 'tif', png: 'png', jpeg: 'jpg' };

export function newOrthophotoKey(format: OrthophotoFormat): string {
  return `${randomBytes(16).toString('hex')}.${EXTENSIONS[format]}`;
}

/** The whole file, or null when the storage has none under the key. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
