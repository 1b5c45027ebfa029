import { api } from '@grovekeeper/shared';

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** GET /api/jobs/:id: long work on the server (detection, a large export). */
export interface Job<Result = unknown> {
  id: string;
  kind: string;
  state: JobState;
  /** 0..100 */
  progress: number;
  /** When done: what the route that started it would have answered. */
  result: Result | null;
  /** When failed: why, readable, in the user's language. */
  error?: string;
}

/** The header that asks a route to start a job and answer 202 `{ job }` at once (RFC 7240). */
export const RESPOND_ASYNC = { Prefer: 'respond-async' } as const;

export const isFinished = (job: Pick<Job, 'state'>) =>
  job.state === 'done' || job.state === 'failed' || job.state === 'cancelled';

export async function getJob<Result>(id: string): Promise<Job<Result>> {
  return (await api.get<{ job: Job<Result> }>(`/api/jobs/${encodeURIComponent(id)}`)).job;
}

/** DELETE /api/jobs/:id: the job stops before its next step. */
export async function cancelJob(id: string): Promise<void> {
  await api.delete(`/api/jobs/${encodeURIComponent(id)}`);
}
