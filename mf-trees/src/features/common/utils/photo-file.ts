import { t } from '../../../i18n';

/** The API refuses larger uploads (413); checking first saves a long upload in the field. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Why this file cannot be uploaded as a tree photo, or null when it can. */
export function photoFileProblem(file: File | null | undefined): string | null {
  if (!file || !file.type.startsWith('image/')) return t('photos.notAnImage');
  if (file.size > MAX_PHOTO_BYTES) return t('photos.tooLarge');
  return null;
}

/** The text a photo is described by: its caption, else the tree's title. */
export function photoAltText(caption: string | null | undefined, treeTitle: string): string {
  return caption?.trim() || treeTitle;
}
