import { useCallback, useState } from 'react';
import { errorMessage, i18nKey, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { ReportExportKind, ReportSummary } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { downloadExport } from '../api/download-export';
import { saveBlob } from '../utils/save-blob';
import { summaryCsv } from '../utils/summary-csv';

export type DownloadKind = ReportExportKind | 'summary';

/** Each download's failure text (keys), when the server gives none. */
const FAILED: Record<ReportExportKind, string> = {
  estates: i18nKey('reports.failed.estates'),
  harvests: i18nKey('reports.failed.harvests'),
  'rental-income': i18nKey('reports.failed.rentalIncome'),
};

/** The page's downloads, one at a time: `busy` names the one running (for its spinner). */
export function useReportDownloads() {
  const [busy, setBusy] = useState<DownloadKind | null>(null);

  const download = useCallback(async (kind: ReportExportKind) => {
    setBusy(kind);
    try {
      const file = await downloadExport(kind);
      saveBlob(file.blob, file.fileName);
      notifySuccess(t('reports.downloaded'), file.fileName);
    } catch (failure: unknown) {
      notifyError(errorMessage(failure, t(FAILED[kind])));
    } finally {
      setBusy(null);
    }
  }, []);

  const exportSummary = useCallback((summary: ReportSummary) => {
    const fileName = `grovekeeper-report-${new Date().toISOString().slice(0, 10)}.csv`;
    saveBlob(new Blob([summaryCsv(summary)], { type: 'text/csv;charset=utf-8' }), fileName);
    notifySuccess(t('reports.downloaded'), fileName);
  }, []);

  return { busy, download, exportSummary };
}
