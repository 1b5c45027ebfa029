import type { DetectedTree, DetectionReviewImage } from '../../common/utils/detection-review';
export type { DetectedTree, DetectionReviewImage };

/** The four edges of a north-up image, in WGS84 degrees. */
export interface OrthophotoBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** An estate's orthophoto, as GET and PUT /api/estates/:id/orthophoto answer it. */
export interface Orthophoto {
  width: number;
  height: number;
  bounds: OrthophotoBounds;
  /** Ground size of one pixel at the image centre. */
  metresPerPixel: number;
  /** ISO 8601 timestamp. */
  uploadedAt: string;
}

/** POST /api/estates/:id/detect-trees: the trees found inside the estate's boundary. */
export interface EstateDetection {
  treesInBoundary: number;
  /** The analysed image with the boundary and the crowns drawn (readable without sign-in). */
  snapshotUrl: string;
  message: string;
  trees: DetectedTree[];
  /** The stored detection run the review applies to (issue 24). */
  runId?: string;
  /** The clean analysed image and its pixel → lat/lng map, to review the detections on. */
  review?: DetectionReviewImage;
  /** With `create: true`: how many trees were added. */
  created?: number;
}

/** POST /api/estates/:id/detection-runs/:runId/apply: what the reviewed run created. */
export interface AppliedDetectionRun {
  created: number;
  kept: number;
  removed: number;
  added: number;
}

export const orthophotoPath = (estateId: string) =>
  `/api/estates/${encodeURIComponent(estateId)}/orthophoto`;
