import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { HttpError } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import type { LatLng } from './geometry';
import { DetectTreesRequest } from './schemas';
import { parseBoundary } from './validation';

export const DETECTION_UNAVAILABLE =
  'AI detection is not configured on this server. Enter the number of trees yourself or try again later.';

export interface DetectionRequest {
  mapCenter: LatLng;
  mapZoom: number;
  mapTilt?: number;
  mapHeading?: number;
  boundaries: LatLng[];
}

export interface DetectionResult {
  treesInBoundary: number;
  snapshotUrl: string;
  message: string;
}

/**
 * Where tree detection comes from: a local detector (issue 5) or a vision-model service.
 * The route only validates and delegates, so providers can be swapped by configuration.
 */
export interface TreeDetectionProvider {
  detect(request: DetectionRequest): Promise<DetectionResult>;
}

/** The provider while none is configured: a readable 503, never made-up results. */
export const noDetectionProvider: TreeDetectionProvider = {
  detect: () => Promise.reject(new HttpError(503, DETECTION_UNAVAILABLE)),
};

/** POST /api/openai-vision/detect-trees: validates the request, then asks the provider. */
export const detectionRoutes: AppPlugin<{ provider?: TreeDetectionProvider }> = async (
  app,
  { provider = noDetectionProvider },
) => {
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/detect-trees',
    {
      schema: {
        tags: ['estates'],
        security: [{ bearerAuth: [] }],
        summary: 'Count the trees inside a boundary on aerial imagery',
        body: DetectTreesRequest,
        response: {
          200: Type.Object({
            treesInBoundary: Type.Integer({ minimum: 0 }),
            snapshotUrl: Type.String(),
            message: Type.String(),
          }),
          ...errorResponses(400, 401, 503),
        },
      },
    },
    async (request) => {
      const body: Static<typeof DetectTreesRequest> = request.body;
      const boundaries = parseBoundary(body.boundaries);
      return provider.detect({ ...body, boundaries });
    },
  );
};
