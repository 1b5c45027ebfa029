import { apiUrl, httpClient } from '@grovekeeper/shared';
import type { ColumnMapping, ImportReport } from '../types';

/** 10,000 rows are checked and written in seconds; a slow line needs longer to send them. */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

/**
 * POST /api/estates/:id/trees/import?dryRun=…, multipart `file` and, when given, the
 * `mapping` as JSON text (else the server recognises the columns by their headers).
 */
export function importTrees(
  estateId: string,
  file: File,
  mapping: ColumnMapping | null,
  dryRun: boolean,
): Promise<ImportReport> {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file);
  const path = `/api/estates/${encodeURIComponent(estateId)}/trees/import?dryRun=${dryRun}`;
  return httpClient()
    .post(apiUrl(path), { body: form, timeout: IMPORT_TIMEOUT_MS })
    .json<ImportReport>();
}
