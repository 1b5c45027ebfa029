import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Id, LatLng } from '../../lib/schemas';
import { CompactTree } from './estate-trees/schemas';
import { HARVEST_STATUSES } from '@grovekeeper/constants';
import { ESTATE_ROLES } from '../../lib/access';

/**
 * Request and answer shapes of the trees domain, matching shared/src/types/tree.ts. Rules
 * whose messages the spec fixes (required fields, states, codes, harvest fields) are
 * checked in validation.ts after the schema, which only guards the types.
 */

/** Issue 29 (migration 0019). */
const PlantingYear = Type.Union([Type.Integer(), Type.Null()], {
  description: 'The year the tree was planted (1800 to next year); null when unknown',
});

export const Tree = Type.Composite([
  CompactTree,
  Type.Object({
    plantingYear: PlantingYear,
    notes: Type.String(),
    photo: Type.String({ description: "URL of the newest photo, '' when there is none" }),
    estateId: Id,
    estateName: Type.String(),
    estateBoundaries: Type.Array(LatLng),
    createdAt: Type.String({ description: 'ISO 8601 timestamp' }),
    updatedAt: Type.String({ description: 'ISO 8601 timestamp' }),
  }),
]);
export type Tree = Static<typeof Tree>;

/** The caller's role on the tree's estate (issue 25): what the screens may offer them. */
export const Role = Type.Union(
  ESTATE_ROLES.map((role) => Type.Literal(role)),
  { description: "The caller's role on the tree's estate: owner, manager, field_staff or viewer" },
);

/** A tree as the signed-in routes answer it: with the caller's role on its estate. */
export const TreeWithRole = Type.Composite([Tree, Type.Object({ role: Role })]);

export const TreeAnswer = Type.Object({ tree: TreeWithRole });

export const TreeList = Type.Object({
  trees: Type.Array(TreeWithRole),
  total: Type.Integer({ description: 'Trees matching the filter, before paging' }),
});

export const TreeListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  // Bounded so that the SQL OFFSET (a bigint) can always hold it.
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  estateId: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$' })),
});

export const TreeParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

/**
 * Issue 26: the headers of a write to a tree, its photos or its harvests (documented
 * here, read by idempotency/service.ts and versions.ts).
 */
export const IdempotencyKeyHeader = Type.Optional(
  Type.String({
    description:
      "The device's id of the change (1-200 visible characters). Sent again with the same key, the change applies once and the first answer (status and body) comes again, with Idempotent-Replayed: true. Kept 30 days; a key already used for another request answers 422.",
  }),
);
export const WriteHeaders = Type.Object({ 'idempotency-key': IdempotencyKeyHeader });
export const CodeParams = Type.Object({ code: Type.String({ maxLength: 200 }) });

/** When the change was made on the device; the tree's history keeps it beside the server's time. */
const ChangedAt = Type.String({
  maxLength: 40,
  description:
    "ISO 8601 time (with its offset) the change was made on the device: the history row's `at`. More than a minute ahead of the server's clock, the server's time is kept instead (a phone with a wrong clock still syncs).",
});

export const TreeUpdate = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 200 })),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    textCode: Type.Optional(
      Type.String({ maxLength: 64, description: '2-64 letters, digits, _ or -' }),
    ),
    state: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'healthy, pruned, watered, sick, burned, destroyed or ready_to_harvest',
      }),
    ),
    notes: Type.Optional(Type.String({ maxLength: 5000 })),
    photo: Type.Optional(
      Type.String({
        maxLength: 5000,
        description: 'Legacy alias of notes (the tagging screen); ignored when notes is given',
      }),
    ),
    coordinates: Type.Optional(LatLng),
    plantingYear: Type.Optional(PlantingYear),
    recordedAt: Type.Optional(ChangedAt),
    changedAt: Type.Optional(
      Type.String({ maxLength: 40, description: 'Older name of recordedAt' }),
    ),
  },
  { additionalProperties: false },
);
export type TreeUpdate = Static<typeof TreeUpdate>;

/** The headers of PUT /api/trees/:id: WriteHeaders and the version the change started from. */
export const TreeUpdateHeaders = Type.Object({
  'idempotency-key': IdempotencyKeyHeader,
  'if-match': Type.Optional(
    Type.String({
      description:
        'The version the change started from: 7, "7" or the ETag W/"7". Older than the tree: the fields nobody else changed since apply, a field someone else changed since answers 409 (notes are appended, never a conflict). Absent or *: the last writer wins.',
    }),
  ),
});

/**
 * 409 of PUT /api/trees/:id: a text code in use ({ error, code } only), or a stale change
 * to a field someone else changed since (code "conflict"), with the tree as it is now.
 */
export const TreeConflict = Type.Object({
  error: Type.String(),
  code: Type.String({ examples: ['conflict', 'tree-code-in-use'] }),
  current: Type.Optional(TreeWithRole),
  fields: Type.Optional(
    Type.Array(Type.String(), {
      description: 'The fields sent that someone else changed since (title, state, ...)',
    }),
  ),
  changedBy: Type.Optional(
    Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()], {
      description: 'Who made the last change to those fields (null: an account since deleted)',
    }),
  ),
  changedAt: Type.Optional(
    Type.String({ description: 'When that change was made (its device time), ISO 8601' }),
  ),
});

export const TreeLocation = Type.Object(
  {
    coordinates: LatLng,
    recordedAt: Type.Optional(ChangedAt),
    changedAt: Type.Optional(
      Type.String({ maxLength: 40, description: 'Older name of recordedAt' }),
    ),
  },
  { additionalProperties: false },
);

export const TreePhoto = Type.Object({
  id: Id,
  url: Type.String(),
  thumbnailUrl: Type.String({ description: 'A WebP at most 320 px on its longest side' }),
  caption: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601 timestamp' }),
  uploadedBy: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description:
        'Who added it (field staff may remove their own for 24 hours); null when unknown',
    }),
  ),
});
export type TreePhoto = Static<typeof TreePhoto>;

export const PhotoList = Type.Object({ photos: Type.Array(TreePhoto) });
export const PhotoAnswer = Type.Object({ photo: TreePhoto });
export const PhotoParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  photoId: Type.String({ maxLength: 64 }),
});

/** For the OpenAPI document only: multipart bodies are read by photos/upload.ts. */
export const PhotoUpload = Type.Object({
  caption: Type.Optional(Type.String({ maxLength: 500 })),
  photo: Type.String({
    format: 'binary',
    description: 'JPEG, PNG or WebP, at most PHOTO_MAX_MB (10 MB by default)',
  }),
});

export const FileParams = Type.Object({ key: Type.String({ maxLength: 100 }) });

export { HARVEST_STATUSES };
export type HarvestStatus = (typeof HARVEST_STATUSES)[number];

const HarvestStatus = Type.Union(HARVEST_STATUSES.map((status) => Type.Literal(status)));

export const Harvest = Type.Object({
  id: Id,
  date: Type.String({ description: 'YYYY-MM-DD' }),
  weight: Type.Number({ description: 'Kilograms, 2 decimals' }),
  notes: Type.String(),
  status: HarvestStatus,
  statusChangedBy: Type.Union([Id, Type.Null()]),
  statusChangedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ description: 'ISO 8601 timestamp' }),
  recordedBy: Type.Union([Id, Type.Null()], {
    description:
      'Who recorded it (field staff may change or delete their own pending ones for 24 hours); null when unknown',
  }),
});
export type Harvest = Static<typeof Harvest>;

export const HarvestList = Type.Object({ harvests: Type.Array(Harvest) });
export const HarvestAnswer = Type.Object({ harvest: Harvest });
export const HarvestParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  harvestId: Type.String({ maxLength: 64 }),
});

/** date and weight arrive loosely typed so that a missing one gets the spec's message. */
export const NewHarvest = Type.Object(
  {
    date: Type.Optional(Type.Unknown({ description: 'YYYY-MM-DD, required' })),
    weight: Type.Optional(Type.Unknown({ description: 'Kilograms >= 0 (2 decimals), required' })),
    notes: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type NewHarvest = Static<typeof NewHarvest>;

export const HarvestStatusChange = Type.Object(
  { status: HarvestStatus },
  { additionalProperties: false },
);

/**
 * The public tag page's answer: exactly what that page shows (its Details, State & Photos
 * and QR Code tabs) and nothing else: no owner, estate id, boundary, QR lookup code,
 * legacy `_id`/`photo` aliases or generation flag.
 */
export const PublicTreeTag = Type.Object({
  tree: Type.Object({
    id: Id,
    textCode: Type.String(),
    title: Type.String(),
    category: Type.String(),
    state: Type.String(),
    coordinates: LatLng,
    notes: Type.String(),
    detectionConfidence: Type.Union([Type.Number(), Type.Null()]),
    estateName: Type.String(),
    updatedAt: Type.String(),
  }),
  photos: Type.Array(TreePhoto),
});
export type PublicTreeTag = Static<typeof PublicTreeTag>;
