import { apiUrl, httpClient } from '@grovekeeper/shared';
import { RESPOND_ASYNC } from '@grovekeeper/shared/jobs';
import type { Job } from '@grovekeeper/shared/jobs';
import type { ExportFormat } from '../types';

/** What a finished export job answers: where its file is (GET /api/jobs/:id/file) and its name. */
export interface EstatesExportResult {
  url: string;
  fileName: string;
}

/**
 * GET /api/estates/export?format=… with `Prefer: respond-async`: all of the caller's
 * estates in one file, made by a job on the server (202 `{ job }`).
 */
export async function startEstatesExport(format: ExportFormat): Promise<Job<EstatesExportResult>> {
  const answer = await httpClient()
    .get(apiUrl(`/api/estates/export?format=${format}`), { headers: RESPOND_ASYNC })
    .json<{ job: Job<EstatesExportResult> }>();
  return answer.job;
}
