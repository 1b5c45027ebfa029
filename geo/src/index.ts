// @grovekeeper/geo: polygon maths on WGS84 {lat,lng} points, one copy for the API (Node,
// CommonJS from dist/) and the browser apps (through @grovekeeper/shared). Pure functions,
// no DOM and no Node APIs. Boundaries are parcels of at most a few square kilometres.
export type { LatLng, Point } from './types';
export {
  DEFAULT_MAP_CENTER,
  EARTH_RADIUS_M,
  ZOOM_AI_DEFAULT,
  ZOOM_ESTATE,
  ZOOM_PICKER,
  ZOOM_TREE,
} from './constants';
export { isValidLatLng, openRing } from './ring';
export { areaHectares, geodesicArea } from './area';
export { centroidOf } from './centroid';
export { boundsOf } from './bounds';
export type { GeoBounds } from './bounds';
export { distanceMetres } from './distance';
export { localProjection } from './projection';
export type { LocalProjection } from './projection';
export {
  distanceToBoundary,
  distanceToSegment,
  planarSignedArea,
  pointInRing,
  segmentsIntersect,
} from './planar';
export { isPointInPolygon, isPointOnSegment } from './point-in-polygon';
export { isSimplePolygon } from './simple-polygon';
