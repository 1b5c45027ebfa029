/**
 * The kinds of file kept, each in a namespace of its own: a folder of its own on the local
 * disk (PHOTOS_DIR, ORTHOPHOTOS_DIR, DETECTION_SNAPSHOTS_DIR, as before S3 existed) or a
 * prefix of its own in the bucket (`photos/`, `orthophotos/`, `snapshots/`). Each
 * namespace accepts only the keys its domain makes (128 random bits and an extension), so
 * no key can name a path or an object outside it.
 */
export interface FileNamespace {
  /** The bucket prefix (without the slash) and the name people read. */
  name: 'photos' | 'orthophotos' | 'snapshots';
  pattern: RegExp;
  /**
   * Local folders only: spread over 256 subfolders by the key's first two characters, so
   * no folder grows huge (photos and orthophotos; snapshots are pruned daily and stay flat).
   */
  sharded: boolean;
}

export const PHOTOS: FileNamespace = {
  name: 'photos',
  pattern: /^[0-9a-f]{32}\.(jpg|png|webp)$/,
  sharded: true,
};

export const ORTHOPHOTOS: FileNamespace = {
  name: 'orthophotos',
  pattern: /^[0-9a-f]{32}\.(tif|png|jpg)$/,
  sharded: true,
};

export const SNAPSHOTS: FileNamespace = {
  name: 'snapshots',
  pattern: /^[0-9a-f]{32}\.(png|jpg)$/,
  sharded: false,
};

export const FILE_NAMESPACES = [PHOTOS, ORTHOPHOTOS, SNAPSHOTS] as const;

export function isKeyOf(namespace: FileNamespace, key: string): boolean {
  return namespace.pattern.test(key);
}

/** The key's path inside its namespace's local folder (forward slashes). */
export function localPathOf(namespace: FileNamespace, key: string): string {
  return namespace.sharded ? `${key.slice(0, 2)}/${key}` : key;
}

/** The object's name in the bucket. */
export function objectKeyOf(namespace: FileNamespace, key: string): string {
  return `${namespace.name}/${key}`;
}
