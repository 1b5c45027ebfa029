import { apiUrl, httpClient } from '@grovekeeper/shared';
import type { ReportExportKind } from '@grovekeeper/shared';
import { fileNameFrom } from '../utils/file-name';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /api/reports/exports/<kind>.csv as a file, named as the server names it. Through the
 * shared client (bearer token, silent refresh), since a plain link cannot carry the token.
 */
export async function downloadExport(kind: ReportExportKind): Promise<DownloadedFile> {
  const response = await httpClient().get(apiUrl(`/api/reports/exports/${kind}.csv`), {
    headers: { Accept: 'text/csv' },
  });
  const fallback = `grovekeeper-${kind}-${new Date().toISOString().slice(0, 10)}.csv`;
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('content-disposition'), fallback),
  };
}
