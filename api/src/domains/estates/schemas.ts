import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Id, LatLng } from '../../lib/schemas';

/**
 * Request and answer shapes of the estates domain, matching shared/src/types/estate.ts.
 * Rules whose messages the spec fixes (boundaries, tree types, empty names) are checked
 * in validation.ts after the schema, which only guards the types.
 */

/** Boundary points arrive loosely typed so the spec's own messages can name the problem. */
export const LooseBoundary = Type.Unknown({
  description: 'list of at least 3 {lat,lng} points forming a simple polygon (at most 1000)',
});

export const Estate = Type.Object({
  _id: Id,
  id: Id,
  name: Type.String(),
  address: Type.String(),
  treeCount: Type.Integer({ description: "The owner's declared number of trees" }),
  landArea: Type.Number({ description: 'Hectares' }),
  treeTypes: Type.Array(Type.String()),
  coordinates: LatLng,
  boundaries: Type.Array(LatLng),
  autoGenerateTrees: Type.Boolean(),
  aiDetectionEnabled: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO 8601 timestamp' }),
  updatedAt: Type.String({ description: 'ISO 8601 timestamp' }),
  role: Type.Optional(
    Type.Union(
      [
        Type.Literal('owner'),
        Type.Literal('manager'),
        Type.Literal('field_staff'),
        Type.Literal('viewer'),
      ],
      { description: "The caller's role on the estate (estate teams)" },
    ),
  ),
});
export type Estate = Static<typeof Estate>;

export const EstateDetail = Type.Composite([
  Estate,
  Type.Object({ treeCountsByCategory: Type.Record(Type.String(), Type.Integer()) }),
]);
export type EstateDetail = Static<typeof EstateDetail>;

export const EstateList = Type.Object({ estates: Type.Array(Estate) });

/**
 * The owner's corrections of a detection run (the review step): indexes into the run's
 * `trees` of the false detections, and the positions of the trees it missed.
 */
export const DetectionReviewBody = Type.Object(
  {
    removed: Type.Array(Type.Integer({ minimum: 0 }), {
      maxItems: 100_000,
      description: "Indexes into the run's trees of the detections to leave out (unique)",
    }),
    added: Type.Array(LatLng, {
      maxItems: 10_000,
      description: 'Trees the detection missed, inside the boundary',
    }),
  },
  { additionalProperties: false },
);
export type DetectionReviewBody = Static<typeof DetectionReviewBody>;

export const NewEstate = Type.Object(
  {
    name: Type.String({ maxLength: 120 }),
    address: Type.String({ maxLength: 300 }),
    treeCount: Type.Integer({ minimum: 1, maximum: 100_000 }),
    landArea: Type.Number({ maximum: 1_000_000, description: 'Hectares, > 0' }),
    coordinates: Type.Optional(LatLng),
    boundaries: LooseBoundary,
    treeTypes: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 }),
    autoGenerateTrees: Type.Optional(Type.Boolean()),
    aiDetectionEnabled: Type.Optional(Type.Boolean()),
    detectionRunId: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          "With aiDetectionEnabled: the location picker's detection run (runId) whose reviewed trees the estate gets",
      }),
    ),
    detectionReview: Type.Optional(DetectionReviewBody),
  },
  { additionalProperties: false },
);
export type NewEstate = Static<typeof NewEstate>;

export const EstateRename = Type.Object(
  { name: Type.String({ maxLength: 120 }) },
  { additionalProperties: false },
);

export const EstateParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const KaekParams = Type.Object({ kaek: Type.String({ maxLength: 64 }) });

export const KaekAnswer = Type.Object({
  success: Type.Boolean(),
  boundaries: Type.Array(LatLng),
});

export const EstatesQuery = Type.Object({
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Only estates whose name or address contains it, ignoring case and accents',
    }),
  ),
});
export type EstatesQuery = Static<typeof EstatesQuery>;
