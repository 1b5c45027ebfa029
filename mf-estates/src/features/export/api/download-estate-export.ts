import { downloadFile } from '@grovekeeper/shared/download';
import type { DownloadedFile } from '@grovekeeper/shared/download';
import { FORMAT_FILES } from '../types';
import type { ExportFormat } from '../types';

/** GET /api/estates/:id/export?format=…: the estate's boundary and trees as one file. */
export function downloadEstateExport(
  estateId: string,
  format: ExportFormat,
): Promise<DownloadedFile> {
  const info = FORMAT_FILES[format];
  return downloadFile(`/api/estates/${encodeURIComponent(estateId)}/export?format=${format}`, {
    accept: info.mediaType,
    fallbackName: `estate-${estateId}.${info.extension}`,
  });
}
