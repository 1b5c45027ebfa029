import { api } from '@grovekeeper/shared';
import type { WorkerRatingInput } from '@grovekeeper/shared';

/**
 * POST /api/workforce/applications/:id/rating: the employer rates the worker of an approved
 * application, once (a second rating is a 409).
 */
export async function rateWorker(
  applicationId: string,
  score: WorkerRatingInput['score'],
): Promise<void> {
  await api.post<unknown>(
    `/api/workforce/applications/${encodeURIComponent(applicationId)}/rating`,
    { score } satisfies WorkerRatingInput,
  );
}
