import { apiUrl, httpClient } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { RESPOND_ASYNC } from '@grovekeeper/shared/jobs';
import type { Job } from '@grovekeeper/shared/jobs';
import type { DetectedTree, DetectionReviewImage } from '../../common/utils/detection-review';

export type { DetectedTree };

export interface DetectTreesRequest {
  mapCenter: LatLng;
  mapZoom: number;
  mapTilt: number;
  mapHeading: number;
  boundaries: LatLng[];
}

export interface DetectTreesAnswer {
  treesInBoundary: number;
  snapshotUrl?: string | null;
  message?: string;
  /** Every detected tree (the local detector answers them; other providers may not). */
  trees?: DetectedTree[];
  /** The stored detection run: the wizard creates its reviewed trees with the estate. */
  runId?: string;
  /** The clean analysed image and its pixel → lat/lng map, to review the detections on. */
  review?: DetectionReviewImage;
}

/**
 * POST /api/openai-vision/detect-trees with `Prefer: respond-async`: the detection of the
 * trees inside the boundary starts as a job on the server (202 `{ job }`); its result is
 * what the route answers without the header.
 */
export async function startTreeDetection(
  request: DetectTreesRequest,
): Promise<Job<DetectTreesAnswer>> {
  const answer = await httpClient()
    .post(apiUrl('/api/openai-vision/detect-trees'), { json: request, headers: RESPOND_ASYNC })
    .json<{ job: Job<DetectTreesAnswer> }>();
  return answer.job;
}
