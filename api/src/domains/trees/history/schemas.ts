import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** Request and answer shapes of tree and estate history (GET /trees/:id/history, ...). */

export const HISTORY_PAGE_SIZE = 20;

export const HistoryQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'From 1' })),
});

export const HistoryChange = Type.Object({
  field: Type.String(),
  from: Type.Unknown(),
  to: Type.Unknown(),
});

export const HistoryEntry = Type.Object({
  id: Type.String({ description: 'Stable id of the row (a number as text)' }),
  at: Type.String({ description: 'When the change was made on the device (ISO 8601)' }),
  recordedAt: Type.String({ description: 'When the server recorded it (ISO 8601)' }),
  actor: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()], {
    description: 'Who made the change; null once their account is deleted',
  }),
  action: Type.String({
    description:
      'created, updated, moved, photo_added, photo_removed, harvest_recorded, harvest_edited, harvest_removed, harvest_decided, tag_printed (trees); renamed, ownership_transferred (estates)',
  }),
  changes: Type.Array(HistoryChange),
  tree: Type.Optional(
    Type.Union([
      Type.Object({
        id: Type.String(),
        textCode: Type.Union([Type.String(), Type.Null()]),
        title: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
  ),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const Pagination = Type.Object({
  current: Type.Integer({ description: 'This page, from 1' }),
  total: Type.Integer({ description: 'Number of pages (0 when there is no row)' }),
  count: Type.Integer({ description: 'Rows on this page' }),
  totalCount: Type.Integer({ description: 'Rows in all pages' }),
});

export const HistoryPage = Type.Object({
  history: Type.Array(HistoryEntry),
  pagination: Pagination,
});
export type HistoryPage = Static<typeof HistoryPage>;

/** The trees whose tags a client printed (a QR sheet or a single label). */
export const TagPrints = Type.Object(
  {
    treeIds: Type.Array(Type.String({ maxLength: 64 }), {
      minItems: 1,
      maxItems: 10_000,
      description: 'The printed trees, all of this estate (a whole sheet at most 10,000)',
    }),
  },
  { additionalProperties: false },
);
export type TagPrints = Static<typeof TagPrints>;
