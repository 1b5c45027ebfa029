// File storage behind one interface (put, read, delete, list by key), one instance per
// kind of file: tree photos, estate orthophotos, detection snapshots. Not a domain: the
// domains that keep files import it from here.
export {
  contentTypeOf,
  deletePhotoFiles,
  isPhotoKey,
  newPhotoKey,
  PHOTO_FORMATS,
  PHOTO_URL_PREFIX,
  photoUrl,
} from './storage';
export type { FileEntry, FileStorage, PhotoFormat, StoredFile } from './storage';
export {
  FILE_NAMESPACES,
  isKeyOf,
  localPathOf,
  ORTHOPHOTOS,
  PHOTOS,
  SNAPSHOTS,
} from './namespaces';
export type { FileNamespace } from './namespaces';
export { LocalFileStorage } from './local-storage';
export { S3FileStorage } from './s3-storage';
export type { S3Config } from './s3-storage';
export { createFileStores, localFileStores, localFolders, s3FileStores } from './stores';
export type { FileStores, S3FileStores, StoresConfig } from './stores';
