import { areaHectares, centroidOf } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

export const MIN_BOUNDARY_POINTS = 3;

export interface PickerSummary {
  pointCount: number;
  /** Hectares, geodesic, 2 decimals; 0 below 3 points. */
  areaHectares: number;
  centroid: LatLng | null;
  /** Done, snapshot and AI analysis need a polygon. */
  isPolygon: boolean;
}

export function summarizeBoundary(points: readonly LatLng[]): PickerSummary {
  const isPolygon = points.length >= MIN_BOUNDARY_POINTS;
  return {
    pointCount: points.length,
    areaHectares: isPolygon ? areaHectares([...points]) : 0,
    centroid: points.length > 0 ? centroidOf([...points]) : null,
    isPolygon,
  };
}
