import { Type } from '@sinclair/typebox';
import { LatLng } from '../../lib/schemas';
import { LooseBoundary } from '../estates';

/** Request and answer shapes of the detection routes (the estate picker's AI detection). */

export const DetectTreesRequest = Type.Object(
  {
    mapCenter: LatLng,
    mapZoom: Type.Number({ minimum: 0, maximum: 23 }),
    mapTilt: Type.Optional(Type.Number({ minimum: 0, maximum: 90 })),
    mapHeading: Type.Optional(Type.Number({ minimum: -360, maximum: 360 })),
    boundaries: LooseBoundary,
  },
  { additionalProperties: false },
);

export const DetectedTreeSchema = Type.Object({
  lat: Type.Number(),
  lng: Type.Number(),
  confidence: Type.Number({ minimum: 0, maximum: 1, description: 'Rounded to 4 decimals' }),
});

export const DetectionReviewSchema = Type.Object(
  {
    imageUrl: Type.String({
      description:
        'The analysed imagery, clean (JPEG, no boundary nor marks drawn), at most 2048 px a side; readable by its unguessable name without sign-in, like snapshotUrl',
    }),
    width: Type.Integer({ minimum: 1, description: 'Pixels' }),
    height: Type.Integer({ minimum: 1, description: 'Pixels' }),
    pixelToLatLng: Type.Array(Type.Number(), {
      minItems: 6,
      maxItems: 6,
      description:
        'Affine map [t0..t5] from image pixels (x right, y down, (0,0) the top-left corner, continuous) to WGS84: lng = t0 + t1·x + t2·y, lat = t3 + t4·x + t5·y',
    }),
  },
  { description: 'What the owner reviews the detections on (the review step)' },
);

export const DetectionAnswer = Type.Object({
  runId: Type.String({
    format: 'uuid',
    description:
      'The detection run: its reviewed trees are created by POST /api/estates/{id}/detection-runs/{runId}/apply or POST /api/estates (detectionRunId)',
  }),
  review: DetectionReviewSchema,
  treesInBoundary: Type.Integer({ minimum: 0 }),
  snapshotUrl: Type.String({
    description: 'The analysed image with the boundary and the trees drawn (PNG, no sign-in)',
  }),
  message: Type.String(),
  trees: Type.Array(DetectedTreeSchema, {
    description: 'The trees found inside the boundary; an index into it identifies a detection',
  }),
});

export const SnapshotParams = Type.Object({ file: Type.String({ maxLength: 64 }) });
