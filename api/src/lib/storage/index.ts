// File storage behind one interface (put, read, delete by key): tree photos, estate
// orthophotos. Not a domain: the domains that keep files import it from here.
export {
  contentTypeOf,
  deletePhotoFiles,
  isPhotoKey,
  newPhotoKey,
  PHOTO_FORMATS,
  PHOTO_URL_PREFIX,
  photoUrl,
} from './storage';
export type { PhotoFormat, PhotoStorage } from './storage';
export { LocalPhotoStorage } from './local-storage';
