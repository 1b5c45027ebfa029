import { api } from '@grovekeeper/shared';
import type { Job } from '@grovekeeper/shared/jobs';

export const JOB_ID = 'f0e1d2c3b4a5f0e1d2c3b4a5';

/** A job as GET /api/jobs/:id answers it. */
export function jobOf<Result>(
  kind: string,
  state: Job['state'],
  progress: number,
  extra: Partial<Job<Result>> = {},
): Job<Result> {
  return { id: JOB_ID, kind, state, progress, result: null, ...extra };
}

/** The reads of the job answer these, in turn (the last one from then on). */
export function answerJobReads(...answers: Job<unknown>[]) {
  let read = 0;
  return jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (!path.startsWith('/api/jobs/')) throw new Error(`Unexpected GET ${path}`);
    const job = answers[Math.min(read++, answers.length - 1)];
    return { job } as never;
  });
}
