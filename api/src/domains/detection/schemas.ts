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

export const DetectionAnswer = Type.Object({
  treesInBoundary: Type.Integer({ minimum: 0 }),
  snapshotUrl: Type.String({
    description: 'The analysed image with the boundary and the trees drawn (PNG, no sign-in)',
  }),
  message: Type.String(),
  trees: Type.Array(DetectedTreeSchema, { description: 'The trees found inside the boundary' }),
});

export const SnapshotParams = Type.Object({ file: Type.String({ maxLength: 64 }) });
