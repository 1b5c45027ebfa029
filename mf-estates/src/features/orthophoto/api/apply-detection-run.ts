import { apiUrl, httpClient } from '@grovekeeper/shared';
import type { DetectionReviewCorrections } from '../../common/utils/detection-review';
import type { AppliedDetectionRun } from './types';

/**
 * POST /api/estates/:id/detection-runs/:runId/apply: creates the run's detections the owner
 * kept and the trees they added, in one go, and records the corrections with the run.
 */
export function applyDetectionRun(
  estateId: string,
  runId: string,
  corrections: DetectionReviewCorrections,
): Promise<AppliedDetectionRun> {
  return httpClient()
    .post(
      apiUrl(
        `/api/estates/${encodeURIComponent(estateId)}/detection-runs/${encodeURIComponent(runId)}/apply`,
      ),
      {
        json: {
          removed: corrections.removed,
          added: corrections.added.map((p) => ({ lat: p.lat, lng: p.lng })),
        },
      },
    )
    .json<AppliedDetectionRun>();
}
