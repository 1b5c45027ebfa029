import { api } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

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
}

/** POST /api/openai-vision/detect-trees: counts the trees inside the boundary. */
export function detectTrees(request: DetectTreesRequest): Promise<DetectTreesAnswer> {
  return api.post<DetectTreesAnswer>('/api/openai-vision/detect-trees', request);
}
