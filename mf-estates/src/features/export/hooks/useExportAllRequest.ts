import { useState } from 'react';
import type { ExportFormat } from '../types';

/** Where the running 'Export all' job is remembered, so the list follows it on return. */
export const EXPORT_ALL_JOB_KEY = 'estates:export-all-job';

/** The format asked for, or null for the job started before the page was left. */
export interface ExportAllRequest {
  format: ExportFormat | null;
}

function remembered(): ExportAllRequest | null {
  try {
    return localStorage.getItem(EXPORT_ALL_JOB_KEY) ? { format: null } : null;
  } catch {
    return null;
  }
}

/**
 * 'Export all' as a job: which export the page runs (the job's code loads only then, with
 * `ExportAllJob`), and `done` when it ends.
 */
export function useExportAllRequest() {
  const [request, setRequest] = useState<ExportAllRequest | null>(remembered);
  return {
    request,
    choose: (format: ExportFormat) => setRequest({ format }),
    done: () => setRequest(null),
  };
}
