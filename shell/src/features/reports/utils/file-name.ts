// One Content-Disposition parser for every download (filename* first, then filename).
export { fileNameFromDisposition as fileNameFrom } from '@grovekeeper/shared/download';
