import { apiUrl, httpClient } from '@grovekeeper/shared';
import type { EstateDetection } from './types';

/** The detector runs about 1 s per hectare, one detection at a time on the server. */
export const DETECTION_TIMEOUT_MS = 5 * 60_000;

/**
 * POST /api/estates/:id/detect-trees: the trees inside the estate's boundary, on its
 * orthophoto (else the configured aerial imagery). With `create`, also adds one tree per
 * detection and answers `created`.
 */
export function detectEstateTrees(
  estateId: string,
  { create = false }: { create?: boolean } = {},
): Promise<EstateDetection> {
  return httpClient()
    .post(apiUrl(`/api/estates/${encodeURIComponent(estateId)}/detect-trees`), {
      json: create ? { create: true } : {},
      timeout: DETECTION_TIMEOUT_MS,
    })
    .json<EstateDetection>();
}
