// The estates domain's public face: what other domains and app.ts may use.
export type { EstateDeletionCleanup, EstateDeletionGuard } from './deletion';
export { gridLayout, PlacementError, randomPoints } from './placement';
export { estatesRoutes } from './routes';
export type { CadastreAdapter } from './kaek/cadastre';
export { DetectionReviewBody, Estate, EstateDetail, EstateParams, LooseBoundary } from './schemas';
export type { DetectionRunsPort, ReviewedDetection } from './service';
export {
  DETECTION_REVIEW_EMPTY,
  ESTATE_NOT_FOUND,
  NO_TREES_DETECTED,
  place,
  requireBoundaries,
  requireEstate,
  requireInside,
} from './service';
export { categoriesFor, CATEGORY_BY_TREE_TYPE } from './tree-types';
export type { EstateTreesPort, EstateWithTreesVersion, ExportedTree } from './trees-port';
export { MAX_GENERATED_TREES, parseBoundary } from './validation';
