import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { errorMessage, notifyError, notifySuccess, saveBlob } from '@grovekeeper/shared';
import { downloadFile } from '@grovekeeper/shared/download';
import { JobProgress, useJob, useRememberedJob } from '@grovekeeper/shared/jobs';
import type { Job } from '@grovekeeper/shared/jobs';
import { useT } from '../../../i18n';
import { startEstatesExport } from '../api/start-estates-export';
import type { EstatesExportResult } from '../api/start-estates-export';
import { EXPORT_ALL_JOB_KEY } from '../hooks/useExportAllRequest';
import type { ExportAllRequest } from '../hooks/useExportAllRequest';
import '../../../i18n/parts/export';

export interface ExportAllJobProps {
  request: ExportAllRequest;
  /** The export ended (saved, failed or cancelled): the list is idle again. */
  onDone: () => void;
}

/**
 * 'Export all' on the server (loaded on the first export): starts the job for the chosen
 * format (or follows the one started before the page was left), shows its progress and
 * Cancel, then saves the file under the server's name.
 */
export function ExportAllJob({ request, onDone }: ExportAllJobProps) {
  const { t } = useT();
  const [jobId, follow] = useRememberedJob(EXPORT_ALL_JOB_KEY);
  const started = useRef(false);
  const failed = (failure: unknown) => notifyError(errorMessage(failure, t('export.failed')));

  useEffect(() => {
    const { format } = request;
    if (!format || started.current) return;
    started.current = true;
    startEstatesExport(format).then(
      (job) => follow(job.id),
      (failure: unknown) => {
        failed(failure);
        onDone();
      },
    );
    // Once per request: the page mounts this again for the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const job = useJob<EstatesExportResult>(jobId, (finished: Job<EstatesExportResult>) => {
    follow(null);
    if (finished.state !== 'done' || !finished.result) {
      if (finished.state === 'failed') failed(finished.error);
      onDone();
      return;
    }
    const { url, fileName } = finished.result;
    downloadFile(url, { fallbackName: fileName })
      .then((file) => {
        saveBlob(file.blob, file.fileName);
        notifySuccess(t('export.downloaded'), file.fileName);
      }, failed)
      .finally(onDone);
  });

  if (!jobId) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <JobProgress
        label={t('export.running')}
        job={job.job}
        error={job.error}
        cancelling={job.cancelling}
        onCancel={() => void job.cancel()}
      />
    </Box>
  );
}
