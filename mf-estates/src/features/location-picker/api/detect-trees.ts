import { api } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

export interface DetectTreesRequest {
  mapCenter: LatLng;
  mapZoom: number;
  mapTilt: number;
  mapHeading: number;
  boundaries: LatLng[];
}

/** One detected crown: where it stands and how sure the detector is (0..1). */
export interface DetectedTree {
  lat: number;
  lng: number;
  confidence: number;
}

export interface DetectTreesAnswer {
  treesInBoundary: number;
  snapshotUrl?: string | null;
  message?: string;
  /** Every detected tree (the local detector answers them; other providers may not). */
  trees?: DetectedTree[];
}

/** POST /api/openai-vision/detect-trees: finds the trees inside the boundary. */
export function detectTrees(request: DetectTreesRequest): Promise<DetectTreesAnswer> {
  return api.post<DetectTreesAnswer>('/api/openai-vision/detect-trees', request);
}
