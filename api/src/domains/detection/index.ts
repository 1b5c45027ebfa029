// The detection domain's public face: what other domains and app.ts may use.
export { detectCrowns } from './detector/detect';
export {
  cornersGeoreference,
  isSupportedCrs,
  PixelMapping,
  unsupportedCrsMessage,
} from './imagery/georeference';
export type { Affine, Bounds, Epsg, Georeference } from './imagery/georeference';
export type { ImagerySource } from './imagery/imagery';
export { OrthophotoImagerySource } from './imagery/orthophoto';
export type { LocalTreeDetector } from './local-provider';
export { detectionRoutes } from './routes';
export {
  DETECTION_ALREADY_APPLIED,
  DETECTION_BOUNDARY_CHANGED,
  DETECTION_NOT_FOUND,
  markDetectionRunApplied,
  reviewDetectionRun,
  saveDetectionRun,
} from './runs';
export type { DetectionReviewInput, DetectionSource, ReviewedTrees } from './runs';
export type { DetectionReview } from './review';
export { DetectionAnswer } from './schemas';
export type { DetectionResult } from './service';
export { treeDetection } from './setup';
export { closeDetectorWorker } from './worker/run-detector';
