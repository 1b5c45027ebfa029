import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@grovekeeper/constants';
import { Id } from '../../lib/schemas';

export const KindSchema = Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind)));
export const ChannelSchema = Type.Union(NOTIFICATION_CHANNELS.map((c) => Type.Literal(c)));

export const NotificationJson = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  link: Type.String({ description: 'A path in the product, such as /rental-contracts/<id>' }),
  createdAt: Type.String({ format: 'date-time' }),
  readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type NotificationJson = Static<typeof NotificationJson>;

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  unreadOnly: Type.Optional(Type.Boolean()),
  kind: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'A kind, or several joined by commas (one group of the notifications page)',
    }),
  ),
});

export const NotificationPage = Type.Object({
  notifications: Type.Array(NotificationJson),
  unread: Type.Integer({ description: 'Unread notifications of the caller, all kinds' }),
  lastEventId: Type.String({
    pattern: '^[0-9]{1,18}$',
    description:
      "The caller's newest notification as of this answer (its seq): open the stream with it as Last-Event-ID and nothing made after this answer is missed",
  }),
  pagination: Type.Object({
    current: Type.Integer({ description: 'This page, from 1' }),
    total: Type.Integer({ description: 'Number of pages (0 when nothing matches)' }),
    count: Type.Integer({ description: 'Notifications on this page' }),
    totalCount: Type.Integer({ description: 'Notifications matching the filters, all pages' }),
  }),
});

export const MarkRead = Type.Union([
  Type.Object(
    { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) },
    { additionalProperties: false },
  ),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);

export const UnreadAnswer = Type.Object({ unread: Type.Integer() });

export const IdParams = Type.Object({ id: Type.String() });

export const Preferences = Type.Object({
  preferences: Type.Record(Type.String(), ChannelSchema, {
    description: 'The channel of each kind: app, email, both or off',
  }),
});

export const PreferencesBody = Type.Object(
  { preferences: Type.Record(Type.String(), Type.String(), { maxProperties: 100 }) },
  { additionalProperties: false },
);

export const ActionRequired = Type.Object({
  contractsToSign: Type.Integer(),
  terminationsToAnswer: Type.Integer({
    description: 'Early-end requests of your contracts waiting for your answer',
  }),
  applicationsToDecide: Type.Integer(),
  harvestsToApprove: Type.Integer(),
  invitationsToAccept: Type.Integer(),
});

export const StreamQuery = Type.Object({
  lastEventId: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
});
