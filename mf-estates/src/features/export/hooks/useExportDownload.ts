import { useCallback, useRef, useState } from 'react';
import { errorMessage, notifyError, notifySuccess, saveBlob } from '@grovekeeper/shared';
import type { DownloadedFile } from '@grovekeeper/shared/download';
import { useT } from '../../../i18n';
import type { ExportFormat } from '../types';
import '../../../i18n/parts/export';

/**
 * One download at a time: `busy` names the format being fetched (for its spinner). The file is
 * saved under the server's name; a failure shows the server's message in the toast.
 */
export function useExportDownload(download: (format: ExportFormat) => Promise<DownloadedFile>) {
  const { t } = useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  // A double click (or Enter held down) starts one download, not two.
  const running = useRef(false);

  const run = useCallback(
    async (format: ExportFormat) => {
      if (running.current) return;
      running.current = true;
      setBusy(format);
      try {
        const file = await download(format);
        saveBlob(file.blob, file.fileName);
        notifySuccess(t('export.downloaded'), file.fileName);
      } catch (failure: unknown) {
        notifyError(errorMessage(failure, t('export.failed')));
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [download, t],
  );

  return { busy, run };
}
