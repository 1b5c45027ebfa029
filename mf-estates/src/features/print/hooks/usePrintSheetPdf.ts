import { useState } from 'react';
import { errorMessage, notifyError, saveBlob } from '@grovekeeper/shared';
import { downloadFile } from '@grovekeeper/shared/download';
import { useJob, useRememberedJob } from '@grovekeeper/shared/jobs';
import type { Job } from '@grovekeeper/shared/jobs';
import { t } from '../../../i18n';
import { startPrintSheet } from '../api/start-print-sheet';
import type { PrintSheetResult } from '../api/start-print-sheet';
import '../../../i18n/parts/print';

/**
 * 'Download as PDF': the server makes the sheet's PDF as a job (its progress, Cancel, the
 * page may be left and found again), then the browser saves it.
 */
export function usePrintSheetPdf(estateId: string) {
  const [starting, setStarting] = useState(false);
  const [jobId, follow] = useRememberedJob(`estates:print-job:${estateId}`);
  const failed = (message: string) => notifyError(message, t('print.pdfFailed'));

  const job = useJob<PrintSheetResult>(jobId, (finished: Job<PrintSheetResult>) => {
    follow(null);
    if (finished.state === 'failed') failed(finished.error ?? t('print.tryAgain'));
    if (finished.state !== 'done' || !finished.result) return;
    const { url, fileName } = finished.result;
    downloadFile(url, { accept: 'application/pdf', fallbackName: fileName }).then(
      (file) => saveBlob(file.blob, file.fileName),
      (failure: unknown) => failed(errorMessage(failure, t('print.tryAgain'))),
    );
  });

  const start = async () => {
    setStarting(true);
    try {
      follow((await startPrintSheet(estateId)).id);
    } catch (failure) {
      failed(errorMessage(failure, t('print.tryAgain')));
    } finally {
      setStarting(false);
    }
  };

  return { start, starting, job: jobId ? job : null };
}
