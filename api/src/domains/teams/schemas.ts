import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The roles of lib/access/rights.ts (MEMBER_ROLES, ESTATE_ROLES). */
export const MemberRoleSchema = Type.Union([
  Type.Literal('manager'),
  Type.Literal('field_staff'),
  Type.Literal('viewer'),
]);
export const EstateRoleSchema = Type.Union([
  Type.Literal('owner'),
  Type.Literal('manager'),
  Type.Literal('field_staff'),
  Type.Literal('viewer'),
]);

export const EstateIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const InvitationParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  invitationId: Type.String({ maxLength: 64 }),
});
export const MemberParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  userId: Type.String({ maxLength: 64 }),
});
export const TokenParams = Type.Object({ token: Type.String({ maxLength: 128 }) });

export const NewInvitation = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    role: MemberRoleSchema,
  },
  { additionalProperties: false },
);
export type NewInvitation = Static<typeof NewInvitation>;

export const Transfer = Type.Object(
  { userId: Type.String({ maxLength: 64, description: 'The member who becomes the owner' }) },
  { additionalProperties: false },
);

export const RoleChange = Type.Object({ role: MemberRoleSchema }, { additionalProperties: false });
export type RoleChange = Static<typeof RoleChange>;

const Person = Type.Object({ id: Type.String(), name: Type.String() });

/** A pending invitation as its estate's owner and managers see it. */
export const Invitation = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  role: MemberRoleSchema,
  createdAt: Type.String({ description: 'ISO 8601 timestamp' }),
  expiresAt: Type.String({ description: 'ISO 8601 timestamp' }),
  invitedBy: Type.Union([Person, Type.Null()]),
});
export type Invitation = Static<typeof Invitation>;

/** A new invitation: `url` (with the token) is answered once and never stored. */
export const CreatedInvitation = Type.Object({
  invitation: Type.Intersect([
    Invitation,
    Type.Object({
      url: Type.String({ description: 'The single-use link to send to the invitee' }),
    }),
  ]),
});

export const InvitationList = Type.Object({ invitations: Type.Array(Invitation) });

/** What the invitee sees before accepting (the link's token is the credential). */
export const InvitationPreview = Type.Object({
  invitation: Type.Object({
    email: Type.String(),
    role: MemberRoleSchema,
    expiresAt: Type.String({ description: 'ISO 8601 timestamp' }),
    estate: Type.Object({ id: Type.String(), name: Type.String() }),
    invitedBy: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
  }),
});
export type InvitationPreview = Static<typeof InvitationPreview>;

export const Acceptance = Type.Object({
  estate: Type.Object({ id: Type.String(), name: Type.String() }),
  role: MemberRoleSchema,
});
export type Acceptance = Static<typeof Acceptance>;

export const Member = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: EstateRoleSchema,
});
export type Member = Static<typeof Member>;

export const MemberList = Type.Object({ members: Type.Array(Member) });
export const MemberAnswer = Type.Object({ member: Member });
