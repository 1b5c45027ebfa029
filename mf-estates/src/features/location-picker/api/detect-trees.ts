import { api } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
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

/** POST /api/openai-vision/detect-trees: finds the trees inside the boundary. */
export function detectTrees(request: DetectTreesRequest): Promise<DetectTreesAnswer> {
  return api.post<DetectTreesAnswer>('/api/openai-vision/detect-trees', request);
}
