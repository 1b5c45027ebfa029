import { useCallback, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { ReportExportKind, ReportSummary } from '@grovekeeper/shared';
import { downloadExport } from '../api/download-export';
import { saveBlob } from '../utils/save-blob';
import { summaryCsv } from '../utils/summary-csv';

export type DownloadKind = ReportExportKind | 'summary';

const FAILED: Record<ReportExportKind, string> = {
  estates: 'Failed to export estate report',
  harvests: 'Failed to generate harvest report',
  'rental-income': 'Failed to generate rental income report',
};

/** The page's downloads, one at a time: `busy` names the one running (for its spinner). */
export function useReportDownloads() {
  const [busy, setBusy] = useState<DownloadKind | null>(null);

  const download = useCallback(async (kind: ReportExportKind) => {
    setBusy(kind);
    try {
      const file = await downloadExport(kind);
      saveBlob(file.blob, file.fileName);
      notifySuccess('Report downloaded', file.fileName);
    } catch (failure: unknown) {
      notifyError(errorMessage(failure, FAILED[kind]));
    } finally {
      setBusy(null);
    }
  }, []);

  const exportSummary = useCallback((summary: ReportSummary) => {
    const fileName = `grovekeeper-report-${new Date().toISOString().slice(0, 10)}.csv`;
    saveBlob(new Blob([summaryCsv(summary)], { type: 'text/csv;charset=utf-8' }), fileName);
    notifySuccess('Report downloaded', fileName);
  }, []);

  return { busy, download, exportSummary };
}
