import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

const Email = Type.String({ format: 'email', maxLength: 254, examples: ['owner@example.com'] });

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    email: Email,
    password: Type.String({ minLength: 6, maxLength: 200 }),
    language: Type.Optional(
      Type.Union([Type.Literal('en'), Type.Literal('el')], {
        description:
          "The account's language: en or el. When absent, the best match of Accept-Language (else en).",
      }),
    ),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  {
    // Sign-in only checks presence: a malformed email simply matches no account.
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const UserSummary = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{24}$' }),
  name: Type.String(),
  email: Type.String(),
});
export type UserSummary = Static<typeof UserSummary>;

export const AccessTokenResponse = Type.Object({
  accessToken: Type.String({ description: 'HS256 JWT carrying userId; send as a Bearer token' }),
});
