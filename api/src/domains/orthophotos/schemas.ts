import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DetectionAnswer } from '../detection';
import { DetectionReviewBody } from '../estates';

export const OrthophotoInfo = Type.Object({
  width: Type.Integer({ description: 'Pixels' }),
  height: Type.Integer({ description: 'Pixels' }),
  bounds: Type.Object(
    {
      north: Type.Number(),
      south: Type.Number(),
      east: Type.Number(),
      west: Type.Number(),
    },
    { description: 'WGS84 degrees of the box around the image' },
  ),
  metresPerPixel: Type.Number({ description: 'Ground size of a pixel at the image centre' }),
  uploadedAt: Type.String({ description: 'ISO 8601 timestamp' }),
});
export type OrthophotoAnswer = Static<typeof OrthophotoInfo>;

export const OrthophotoEnvelope = Type.Object({ orthophoto: OrthophotoInfo });

/** Documents the multipart form; readOrthophotoUpload reads and checks it. */
export const OrthophotoForm = Type.Object({
  file: Type.String({
    format: 'binary',
    description:
      'GeoTIFF, PNG or JPEG (recognised from the bytes), at most 100 MB and 10,000 px a side',
  }),
  north: Type.Optional(
    Type.String({ description: 'PNG/JPEG: latitude of the top edge (WGS84 degrees)' }),
  ),
  south: Type.Optional(Type.String({ description: 'PNG/JPEG: latitude of the bottom edge' })),
  east: Type.Optional(Type.String({ description: 'PNG/JPEG: longitude of the right edge' })),
  west: Type.Optional(Type.String({ description: 'PNG/JPEG: longitude of the left edge' })),
});

export const EstateDetectRequest = Type.Object(
  {
    create: Type.Optional(
      Type.Boolean({ description: 'Also create one tree per detection (default false)' }),
    ),
  },
  { additionalProperties: false },
);

export const EstateDetectAnswer = Type.Composite([
  Type.Omit(DetectionAnswer, ['runId']),
  Type.Object({
    runId: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'The detection run, for POST /api/estates/{id}/detection-runs/{runId}/apply (absent with create: true)',
      }),
    ),
    created: Type.Optional(
      Type.Integer({ minimum: 0, description: 'Trees created (create: true)' }),
    ),
  }),
]);

export const DetectionRunParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  runId: Type.String({ maxLength: 64 }),
});

/** The review of a detection run: what to leave out and what to add. */
export const ApplyDetectionRequest = DetectionReviewBody;

export const ApplyDetectionAnswer = Type.Object({
  created: Type.Integer({ minimum: 0, description: 'Trees created: kept + added' }),
  kept: Type.Integer({ minimum: 0, description: 'Detections kept (detected − removed)' }),
  removed: Type.Integer({ minimum: 0, description: 'Detections removed by the owner' }),
  added: Type.Integer({ minimum: 0, description: 'Trees added by the owner' }),
});
