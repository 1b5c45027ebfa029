import { apiUrl, httpClient } from '@grovekeeper/shared';
import { RESPOND_ASYNC } from '@grovekeeper/shared/jobs';
import type { Job } from '@grovekeeper/shared/jobs';
import type { EstateDetection } from './types';

/**
 * POST /api/estates/:id/detect-trees with `Prefer: respond-async`: the detection of the
 * trees inside the estate's boundary, on its orthophoto (else the configured aerial
 * imagery), starts as a job on the server (202 `{ job }`); its result is the detection.
 */
export async function startEstateDetection(estateId: string): Promise<Job<EstateDetection>> {
  const answer = await httpClient()
    .post(apiUrl(`/api/estates/${encodeURIComponent(estateId)}/detect-trees`), {
      json: {},
      headers: RESPOND_ASYNC,
    })
    .json<{ job: Job<EstateDetection> }>();
  return answer.job;
}
