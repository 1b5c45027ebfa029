// The estates domain's public face: what other domains and app.ts may use.
export type {
  DeletionLog,
  EstateDeletionCleanup,
  EstateDeletionGuard,
  EstateDeletionHooks,
} from './deletion';
export { estatesRoutes } from './routes';
export type { EstatesOptions } from './routes';
export { Estate, EstateParams, LooseBoundary } from './schemas';
export {
  ESTATE_NOT_FOUND,
  OUTSIDE_BOUNDARY,
  requireBoundaries,
  requireEstate,
  requireInside,
} from './service';
export { parseBoundary } from './validation';
