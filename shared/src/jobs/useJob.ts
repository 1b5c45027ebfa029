import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, errorStatus, i18n } from '@grovekeeper/shared';
import { cancelJob, getJob, isFinished } from './api';
import type { Job } from './api';
import '../i18n/parts/jobs';

const t = i18n.getFixedT(null, 'common');

export const JOB_POLL_MS = 1000;

export interface UseJob<Result> {
  /** The job as last read; null before the first answer. */
  job: Job<Result> | null;
  /** The last read's failure (the server's message), while the job is still followed. */
  error: string | null;
  cancelling: boolean;
  cancel: () => Promise<void>;
}

/**
 * Follows a job (`GET /api/jobs/:id` every `pollMs`) until it is done, failed or cancelled,
 * then calls `onFinished` once. A job that no longer exists (404) ends as failed with the
 * server's message. `cancel` asks the server to stop it.
 */
export function useJob<Result = unknown>(
  jobId: string | null,
  onFinished: (job: Job<Result>) => void,
  { pollMs = JOB_POLL_MS }: { pollMs?: number } = {},
): UseJob<Result> {
  const [job, setJob] = useState<Job<Result> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    setJob(null);
    setError(null);
    if (!jobId) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      let next: Job<Result> | null = null;
      try {
        next = await getJob<Result>(jobId);
        setError(null);
      } catch (failure) {
        if (errorStatus(failure) === 404) {
          const error = errorMessage(failure, t('jobs.readFailed'));
          next = { id: jobId, kind: '', state: 'failed', progress: 0, result: null, error };
        } else setError(t('jobs.readFailed'));
      }
      if (stopped) return;
      if (next) setJob(next);
      if (next && isFinished(next)) finished.current(next);
      else timer = setTimeout(() => void read(), pollMs);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId, pollMs]);

  const cancel = useCallback(async () => {
    if (!jobId) return;
    setCancelling(true);
    try {
      await cancelJob(jobId);
    } catch (failure) {
      setError(errorMessage(failure, t('jobs.cancelFailed')));
    } finally {
      setCancelling(false);
    }
  }, [jobId]);

  return { job, error, cancelling, cancel };
}
