import { downloadFile } from '@grovekeeper/shared/download';
import type { DownloadedFile } from '@grovekeeper/shared/download';
import { FORMAT_FILES } from '../types';
import type { ExportFormat } from '../types';

/** GET /api/estates/export?format=…: all of the caller's estates in one file. */
export function downloadEstatesExport(format: ExportFormat): Promise<DownloadedFile> {
  const info = FORMAT_FILES[format];
  return downloadFile(`/api/estates/export?format=${format}`, {
    accept: info.mediaType,
    fallbackName: `estates.${info.extension}`,
  });
}
