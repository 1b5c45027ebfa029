import { api } from '@grovekeeper/shared';
import type { ReportSummary } from '@grovekeeper/shared';

/** GET /api/reports/summary: every figure of the page, computed by the server. */
export function getReportSummary(): Promise<ReportSummary> {
  return api.get<ReportSummary>('/api/reports/summary');
}
