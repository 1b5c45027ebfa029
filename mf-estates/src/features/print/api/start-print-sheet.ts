import { api } from '@grovekeeper/shared';
import type { Job } from '@grovekeeper/shared/jobs';

/** What a finished sheet job answers: where its PDF is. */
export interface PrintSheetResult {
  url: string;
  fileName: string;
  trees: number;
}

/** POST /api/estates/:id/print-sheet: the QR sheet as a PDF, made by a job on the server. */
export async function startPrintSheet(estateId: string): Promise<Job<PrintSheetResult>> {
  const answer = await api.post<{ job: Job<PrintSheetResult> }>(
    `/api/estates/${encodeURIComponent(estateId)}/print-sheet`,
  );
  return answer.job;
}
